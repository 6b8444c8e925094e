/**
 * @jest-environment node
 *
 * One contract, both drivers, always: PGlite in memory and a fresh database on a real
 * PostgreSQL server, each with the migrations' SQL functions and triggers (revisions, slug
 * history, counts, search).
 */
import { isUuid } from '@/lib/ids';
import { SEARCH_MARK } from '@/lib/posts/search';
import { NO_SEO_FIELDS } from '@/lib/posts/seo-fields';
import { createPostRepository } from '@/lib/posts/repository';
import { DuplicateRedirectError, DuplicateSlugError, REVISIONS_KEPT, type PostInput, type PostRepository } from '@/lib/posts/types';
import type { Database } from '@/lib/db/types';
import { drivers } from '../../helpers/databases';

// A prefix for every slug and tag this file makes.
const run = `t${Date.now().toString(36)}`;
const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: 'Storm ads that pay back',
  slug: `${run}-storm-ads`,
  excerpt: 'How storm-triggered campaigns convert.',
  content: '## Heading\n\nBody text.',
  author: 'Brightline Growth',
  imageUrl: null,
  imageWidth: null,
  imageHeight: null,
  tags: ['weather-campaigns', `${run}-tag`],
  published: true,
  ...NO_SEO_FIELDS,
  publishAt: null,
  ...overrides,
});

describe.each(drivers)('PostRepository contract on $name', ({ open }) => {
  let repo: PostRepository;
  let db: Database;
  let teardown: () => Promise<void>;
  const created: string[] = [];

  // Creating a database from the migrations is slow on a loaded machine.
  beforeAll(async () => {
    const opened = await open();
    teardown = opened.teardown;
    db = opened.db;
    repo = createPostRepository(async () => opened.db);
  }, 60_000);
  afterAll(async () => {
    for (const id of created) await repo.delete(id).catch(() => undefined);
    await teardown();
  });

  async function make(overrides: Partial<PostInput> = {}) {
    const post = await repo.create(input(overrides));
    created.push(post.id);
    return post;
  }

  it('names every uploaded image a post or a kept revision still uses, and no other', async () => {
    const name = (digit: string) => `${run.replace(/[^0-9a-f]/g, '').slice(0, 8).padEnd(8, '0')}${digit.repeat(56)}`;
    const [featured, social, inText, oldText, unused] = ['1', '2', '3', '4', '5'].map(name) as [string, string, string, string, string];
    const fields = { slug: `${run}-images`, imageUrl: `/media/${featured}.webp`, socialImageUrl: `/media/${social}.webp` };
    const post = await make({ ...fields, content: `Before ![a chart](/media/${oldText}.webp)` });
    // The text changes: the image it named stays named by the revision the first save kept.
    await repo.update(post.id, input({ ...fields, content: `After <img alt="x" src="https://x.supabase.co/storage/v1/object/public/blog-images/${inText}.webp">` }));
    const names = await repo.listImageNamesInUse();
    for (const used of [featured, social, inText, oldText]) expect(names).toContain(`${used}.webp`);
    expect(names).not.toContain(`${unused}.webp`);
    // Deleting the post deletes its revisions: nothing names its images any more.
    await repo.delete(post.id);
    const after = await repo.listImageNamesInUse();
    for (const gone of [featured, social, inText, oldText]) expect(after).not.toContain(`${gone}.webp`);
  });

  it('creates a post and reads it back by id and slug', async () => {
    const post = await make({ slug: `${run}-roundtrip` });
    expect(isUuid(post.id)).toBe(true);
    expect(post).toMatchObject({ title: 'Storm ads that pay back', slug: `${run}-roundtrip`, published: true, tags: ['weather-campaigns', `${run}-tag`] });
    expect(await repo.getById(post.id)).toMatchObject({ slug: `${run}-roundtrip`, content: '## Heading\n\nBody text.' });
    expect(await repo.getPublishedBySlug(`${run}-roundtrip`)).toMatchObject({ id: post.id });
  });

  it('keeps an uploaded image with its size, and forgets the size with the image', async () => {
    const post = await make({ slug: `${run}-image`, imageUrl: '/media/abc.webp', imageWidth: 1600, imageHeight: 900 });
    expect(await repo.getPublishedBySlug(`${run}-image`)).toMatchObject({ imageUrl: '/media/abc.webp', imageWidth: 1600, imageHeight: 900 });
    expect((await repo.listPublished({ page: 1, pageSize: 50 })).posts.find((p) => p.id === post.id)).toMatchObject({ imageWidth: 1600, imageHeight: 900 });
    expect(await repo.update(post.id, input({ slug: `${run}-image`, imageUrl: '/blog/x.svg' }))).toMatchObject({ imageWidth: null, imageHeight: null });
    await expect(make({ slug: `${run}-half-sized`, imageUrl: '/media/abc.webp', imageWidth: 1600, imageHeight: null })).rejects.toThrow();
  });

  it('stores no tags as null', async () => {
    const post = await make({ slug: `${run}-no-tags`, tags: null });
    expect((await repo.getById(post.id))?.tags).toBeNull();
  });

  it('lists one person’s posts only, when asked (a Contributor’s or Author’s dashboard)', async () => {
    const { rows } = await db.query<{ id: string }>(`insert into public.staff_members (name, email, role, status) values ('Cory', $1, 'contributor', 'active') returning id`, [`cory-${run}@brightline.example`]);
    const cory = rows[0]!.id;
    const mine = await repo.create(input({ slug: `${run}-cory-own`, title: `Cory ${run}`, published: false }), 'Cory', cory);
    created.push(mine.id);
    const others = await make({ slug: `${run}-someone-elses`, title: `Cory ${run} lookalike`, published: false });
    const own = await repo.listAll({ page: 1, pageSize: 1000, ownerId: cory });
    expect(own.posts.map((p) => p.id)).toEqual([mine.id]);
    expect(own.total).toBe(1);
    expect((await repo.listAll({ page: 1, pageSize: 1000, ownerId: cory, title: `Cory ${run}`, status: 'draft' })).posts.map((p) => p.id)).toEqual([mine.id]);
    expect((await repo.listAll({ page: 1, pageSize: 1000, title: `Cory ${run}` })).posts.map((p) => p.id).sort()).toEqual([mine.id, others.id].sort());
  });

  it('hides drafts from public reads but not from the admin', async () => {
    const draft = await make({ slug: `${run}-draft`, published: false });
    expect(await repo.getPublishedBySlug(`${run}-draft`)).toBeNull();
    const page = await repo.listPublished({ page: 1, pageSize: 100, tag: `${run}-tag` });
    expect(page.posts.map((p) => p.slug)).not.toContain(`${run}-draft`);
    expect((await repo.listAll({ page: 1, pageSize: 1000 })).posts.map((p) => p.id)).toContain(draft.id);
  });

  it('lists published posts newest first, one page at a time, by tag', async () => {
    const tag = `${run}-paging`;
    for (let i = 0; i < 5; i++) {
      await make({ slug: `${run}-page-${i}`, tags: [tag] });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const first = await repo.listPublished({ page: 1, pageSize: 2, tag });
    expect(first.total).toBe(5);
    expect(first.pageCount).toBe(3);
    expect(first.posts.map((p) => p.slug)).toEqual([`${run}-page-4`, `${run}-page-3`]);
    const last = await repo.listPublished({ page: 3, pageSize: 2, tag });
    expect(last.posts.map((p) => p.slug)).toEqual([`${run}-page-0`]);
    const beyond = await repo.listPublished({ page: 9, pageSize: 2, tag });
    expect(beyond.posts).toEqual([]);
  });

  it('lists the published index whole or in slices that join up to it, drafts left out', async () => {
    for (let i = 0; i < 3; i++) await make({ slug: `${run}-index-${i}` });
    await make({ slug: `${run}-index-draft`, published: false });
    const whole = await repo.listPublishedIndex();
    expect(whole.map((p) => p.slug)).not.toContain(`${run}-index-draft`);
    const slices = [];
    for (let offset = 0; offset < whole.length + 2; offset += 2) slices.push(...(await repo.listPublishedIndex({ offset, limit: 2 })));
    expect(slices.map((p) => p.slug)).toEqual(whole.map((p) => p.slug));
    expect(await repo.listPublishedIndex({ offset: whole.length, limit: 2 })).toEqual([]);
  });

  it('refuses a second post with the same slug with a DuplicateSlugError', async () => {
    await make({ slug: `${run}-dupe` });
    await expect(repo.create(input({ slug: `${run}-dupe` }))).rejects.toBeInstanceOf(DuplicateSlugError);
  });

  it('updates a post, keeps updated_at current, and reports a missing id', async () => {
    const post = await make({ slug: `${run}-update` });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const updated = await repo.update(post.id, input({ slug: `${run}-updated`, title: 'New title', published: false }));
    expect(updated).toMatchObject({ title: 'New title', slug: `${run}-updated`, published: false });
    expect(new Date(updated!.updatedAt).getTime()).toBeGreaterThan(new Date(post.updatedAt).getTime());
    expect(await repo.getPublishedBySlug(`${run}-updated`)).toBeNull();
    expect(await repo.update('00000000-0000-4000-8000-000000000000', input({ slug: `${run}-ghost` }))).toBeNull();
  });

  it('deletes a post once', async () => {
    const post = await make({ slug: `${run}-delete` });
    expect(await repo.delete(post.id)).toBe(true);
    expect(await repo.getById(post.id)).toBeNull();
    expect(await repo.delete(post.id)).toBe(false);
  });

  it('treats a malformed id as not found', async () => {
    expect(await repo.getById('not-a-uuid')).toBeNull();
    expect(await repo.delete("1' or '1'='1")).toBe(false);
  });

  describe('search', () => {
    // A made-up word, so matches are only the posts that say it.
    const word = `zq${run}x`;

    it('finds published posts by title, tags, excerpt or body, best match first, and never drafts', async () => {
      await make({ slug: `${run}-s-body`, title: 'Plain title', excerpt: 'Plain excerpt.', content: `A body that says ${word} once.` });
      await make({ slug: `${run}-s-title`, title: `All about ${word}`, excerpt: `Why ${word} matters for roofers.` });
      await make({ slug: `${run}-s-tag`, title: 'Tagged only', tags: [word] });
      await make({ slug: `${run}-s-draft`, title: `Draft ${word}`, published: false });

      const result = await repo.searchPublished({ query: word, page: 1, pageSize: 10 });
      const slugs = result.posts.map((p) => p.slug);
      expect(result.total).toBe(3);
      expect(slugs).toHaveLength(3);
      expect(slugs).not.toContain(`${run}-s-draft`);
      expect(slugs[0]).toBe(`${run}-s-title`);
      expect(slugs[2]).toBe(`${run}-s-body`);
      const best = result.posts[0]!;
      expect(best.headline).toBe(`Why ${SEARCH_MARK.start}${word}${SEARCH_MARK.stop} matters for roofers.`);
      expect(best).not.toHaveProperty('content');
    });

    it('gives a hit its uploaded image’s size, so the result card reserves its space', async () => {
      const term = `iq${run}z`;
      await make({ slug: `${run}-s-image`, content: `Sized ${term}.`, imageUrl: '/media/abc.webp', imageWidth: 1600, imageHeight: 900 });
      const [hit] = (await repo.searchPublished({ query: term, page: 1, pageSize: 10 })).posts;
      expect(hit).toMatchObject({ slug: `${run}-s-image`, imageUrl: '/media/abc.webp', imageWidth: 1600, imageHeight: 900 });
    });

    it('pages results and reports the total on every page', async () => {
      const term = `pq${run}y`;
      for (let i = 0; i < 3; i++) await make({ slug: `${run}-sp-${i}`, content: `Paging ${term}.` });
      const first = await repo.searchPublished({ query: term, page: 1, pageSize: 2 });
      const second = await repo.searchPublished({ query: term, page: 2, pageSize: 2 });
      expect([first.total, first.pageCount, first.posts.length]).toEqual([3, 2, 2]);
      expect([second.total, second.posts.length]).toEqual([3, 1]);
      expect(new Set([...first.posts, ...second.posts].map((p) => p.slug)).size).toBe(3);
    });

    it('understands quotes, OR and minus like a web search', async () => {
      const a = `qa${run}`;
      const b = `qb${run}`;
      await make({ slug: `${run}-sq-ab`, content: `${a} ${b}` });
      await make({ slug: `${run}-sq-a`, content: `${a} alone` });
      const slugs = async (query: string) => (await repo.searchPublished({ query, page: 1, pageSize: 10 })).posts.map((p) => p.slug).sort();
      expect(await slugs(`${a} -${b}`)).toEqual([`${run}-sq-a`]);
      expect(await slugs(`"${a} ${b}"`)).toEqual([`${run}-sq-ab`]);
      expect(await slugs(`${b} or ${a}`)).toEqual([`${run}-sq-a`, `${run}-sq-ab`].sort());
    });

    it.each([
      ["SQL", "'; drop table blog_posts; --"],
      ['operators only', '!!! & | <-> :* ( )'],
      ['unbalanced quotes', '"storm ads'],
      ['stop words only', 'the and of'],
      ['10 KB', 'storm '.repeat(1700)],
      ['unicode and NUL', 'Ünïcødé 🌀 \u0000 storm'],
    ])('answers a hostile query (%s) with a page, not an error', async (_name, query) => {
      const result = await repo.searchPublished({ query, page: 1, pageSize: 10 });
      expect(result.page).toBe(1);
      expect(Array.isArray(result.posts)).toBe(true);
      expect(result.posts.every((p) => p.published)).toBe(true);
    });

    it('returns an empty page past the last one', async () => {
      const result = await repo.searchPublished({ query: word, page: 50, pageSize: 10 });
      expect(result.posts).toEqual([]);
    });
  });

  describe('revisions', () => {
    it('every save keeps one, newest first, with who saved; the newest is the current text', async () => {
      const post = await repo.create(input({ slug: `${run}-rev-a`, title: 'First', content: 'One' }), 'Admin (client aaaa1111)');
      created.push(post.id);
      await repo.update(post.id, input({ slug: `${run}-rev-a`, title: 'Second', content: 'Two', tags: ['x'] }), 'Admin (client bbbb2222)');
      await repo.update(post.id, input({ slug: `${run}-rev-a`, title: 'Second', content: 'Two', tags: ['x'] }));
      const revisions = await repo.listRevisions(post.id);
      expect(revisions.map((r) => [r.title, r.content, r.savedBy])).toEqual([
        ['Second', 'Two', 'Admin'],
        ['Second', 'Two', 'Admin (client bbbb2222)'],
        ['First', 'One', 'Admin (client aaaa1111)'],
      ]);
      expect(revisions[1]).toMatchObject({ postId: post.id, excerpt: input().excerpt, tags: ['x'] });
      expect(await repo.getRevision(revisions[2]!.id)).toEqual(revisions[2]);
      expect(await repo.getRevision('00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await repo.getRevision('not-a-uuid')).toBeNull();
    });

    it(`keeps the last ${REVISIONS_KEPT} per post and none of a deleted post`, async () => {
      const post = await make({ slug: `${run}-rev-many`, content: 'v0' });
      for (let i = 1; i <= REVISIONS_KEPT + 2; i++) await repo.update(post.id, input({ slug: `${run}-rev-many`, content: `v${i}` }));
      const revisions = await repo.listRevisions(post.id);
      expect(revisions).toHaveLength(REVISIONS_KEPT);
      expect(revisions[0]!.content).toBe(`v${REVISIONS_KEPT + 2}`);
      expect(revisions.at(-1)!.content).toBe('v3');
      const oldest = revisions.at(-1)!.id;
      await repo.delete(post.id);
      expect(await repo.listRevisions(post.id)).toEqual([]);
      expect(await repo.getRevision(oldest)).toBeNull();
    });

    it('a failed save keeps no revision', async () => {
      const taken = await make({ slug: `${run}-rev-taken` });
      const post = await make({ slug: `${run}-rev-b`, title: 'Mine' });
      await expect(repo.update(post.id, input({ slug: taken.slug, title: 'Clash' }))).rejects.toBeInstanceOf(DuplicateSlugError);
      expect((await repo.listRevisions(post.id)).map((r) => r.title)).toEqual(['Mine']);
    });
  });

  describe('slug history and redirects', () => {
    const at = (slug: string) => `/blog/${slug}`;
    /** One path's redirect as the admin's check sees it, asserting the public map agrees. */
    const lookup = async (path: string) => {
      const found = await repo.findRedirect(path);
      expect((await repo.listPublicRedirects()).get(path) ?? null).toBe(found);
      return found;
    };
    const created: string[] = [];
    afterAll(async () => {
      for (const source of created) await repo.deleteRedirect(source).catch(() => undefined);
    });

    it('remembers a published post’s old slugs, each pointing at the current URL (chains collapse)', async () => {
      const post = await make({ slug: `${run}-hist-a` });
      await repo.update(post.id, input({ slug: `${run}-hist-b` }));
      await repo.update(post.id, input({ slug: `${run}-hist-c` }));
      expect(await lookup(at(`${run}-hist-a`))).toBe(at(`${run}-hist-c`));
      expect(await lookup(at(`${run}-hist-b`))).toBe(at(`${run}-hist-c`));
      expect(await lookup(at(`${run}-hist-c`))).toBeNull();
      const listed = (await repo.listRedirects()).filter((r) => r.kind === 'slug' && r.target === at(`${run}-hist-c`));
      expect(listed.map((r) => r.source).sort()).toEqual([at(`${run}-hist-a`), at(`${run}-hist-b`)]);
    });

    it('renaming back to an old slug drops that redirect', async () => {
      const post = await make({ slug: `${run}-back-a` });
      await repo.update(post.id, input({ slug: `${run}-back-b` }));
      await repo.update(post.id, input({ slug: `${run}-back-a` }));
      expect(await lookup(at(`${run}-back-a`))).toBeNull();
      expect(await lookup(at(`${run}-back-b`))).toBe(at(`${run}-back-a`));
    });

    it('keeps no slug of a draft, and hides old slugs while the post is unpublished', async () => {
      const draft = await make({ slug: `${run}-draft-a`, published: false });
      await repo.update(draft.id, input({ slug: `${run}-draft-b`, published: false }));
      expect(await lookup(at(`${run}-draft-a`))).toBeNull();

      const post = await make({ slug: `${run}-unpub-a` });
      await repo.update(post.id, input({ slug: `${run}-unpub-b` }));
      await repo.update(post.id, input({ slug: `${run}-unpub-b`, published: false }));
      expect(await lookup(at(`${run}-unpub-a`))).toBeNull();
      await repo.update(post.id, input({ slug: `${run}-unpub-b`, published: true }));
      expect(await lookup(at(`${run}-unpub-a`))).toBe(at(`${run}-unpub-b`));
    });

    it('a new post taking an old slug wins and the redirect goes', async () => {
      const post = await make({ slug: `${run}-taken-a` });
      await repo.update(post.id, input({ slug: `${run}-taken-b` }));
      await make({ slug: `${run}-taken-a`, title: 'The new owner' });
      expect(await lookup(at(`${run}-taken-a`))).toBeNull();
      expect((await repo.listRedirects()).some((r) => r.source === at(`${run}-taken-a`))).toBe(false);
    });

    it('deleting a post leaves no redirect', async () => {
      const post = await make({ slug: `${run}-gone-a` });
      await repo.update(post.id, input({ slug: `${run}-gone-b` }));
      await repo.delete(post.id);
      expect(await lookup(at(`${run}-gone-a`))).toBeNull();
      expect((await repo.listRedirects()).some((r) => r.source === at(`${run}-gone-a`))).toBe(false);
    });

    it('stores manual redirects to a path or an https URL, once per source, and removes them', async () => {
      const source = `/${run}-old-site/services.html`;
      created.push(source, `/${run}-old-about`);
      const redirect = await repo.createRedirect({ source, target: '/services' });
      expect(redirect).toMatchObject({ source, target: '/services', kind: 'manual' });
      await repo.createRedirect({ source: `/${run}-old-about`, target: 'https://example.com/about' });
      expect(await lookup(source)).toBe('/services');
      expect(await lookup(`/${run}-old-about`)).toBe('https://example.com/about');
      await expect(repo.createRedirect({ source, target: '/about' })).rejects.toBeInstanceOf(DuplicateRedirectError);
      expect((await repo.listRedirects()).find((r) => r.source === source)).toMatchObject({ kind: 'manual', target: '/services' });
      expect(await repo.deleteRedirect(source)).toBe(true);
      expect(await repo.deleteRedirect(source)).toBe(false);
      expect(await lookup(source)).toBeNull();
    });

    it('the database refuses a malformed manual redirect even if the server let it through', async () => {
      await expect(repo.createRedirect({ source: `//${run}-evil.example`, target: '/' })).rejects.toThrow();
      await expect(repo.createRedirect({ source: `/${run}-x`, target: 'javascript:alert(1)' })).rejects.toThrow();
      await expect(repo.createRedirect({ source: `/${run}-y`, target: `/${run}-y` })).rejects.toThrow();
    });
  });
});
