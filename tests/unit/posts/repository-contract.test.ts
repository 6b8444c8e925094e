/**
 * @jest-environment node
 *
 * One contract, every backend: the embedded database always (in memory), and a real
 * Supabase project when SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY and
 * SUPABASE_TEST_SERVICE_ROLE_KEY are set.
 */
import type { PGlite } from '@electric-sql/pglite';
import { memoryDatabase } from '@/lib/db/pglite';
import { isUuid } from '@/lib/ids';
import { createLocalRepository } from '@/lib/posts/local';
import { createSupabaseRepository } from '@/lib/posts/supabase';
import { DuplicateSlugError, type PostInput, type PostRepository } from '@/lib/posts/types';

type Backend = { name: string; setup: () => Promise<{ repo: PostRepository; teardown: () => Promise<void> }> };

const backends: Backend[] = [
  {
    name: 'local (PGlite in memory)',
    setup: async () => {
      const db: PGlite = await memoryDatabase();
      return { repo: createLocalRepository(async () => db), teardown: () => db.close() };
    },
  },
];

const supabaseEnv = {
  url: process.env.SUPABASE_TEST_URL,
  anonKey: process.env.SUPABASE_TEST_ANON_KEY,
  serviceRoleKey: process.env.SUPABASE_TEST_SERVICE_ROLE_KEY,
};
if (supabaseEnv.url && supabaseEnv.anonKey && supabaseEnv.serviceRoleKey) {
  backends.push({
    name: 'supabase',
    setup: async () => ({
      repo: createSupabaseRepository({ url: supabaseEnv.url!, anonKey: supabaseEnv.anonKey!, serviceRoleKey: supabaseEnv.serviceRoleKey }),
      teardown: async () => {},
    }),
  });
} else {
  console.info(
    'Repository contract: skipped the supabase backend — set SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY and SUPABASE_TEST_SERVICE_ROLE_KEY to run it against a real project.',
  );
}

// Unique per run so a shared Supabase project is not disturbed by leftovers.
const run = `t${Date.now().toString(36)}`;
const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: 'Storm ads that pay back',
  slug: `${run}-storm-ads`,
  excerpt: 'How storm-triggered campaigns convert.',
  content: '## Heading\n\nBody text.',
  author: 'Brightline Growth',
  imageUrl: null,
  tags: ['weather-campaigns', `${run}-tag`],
  published: true,
  ...overrides,
});

describe.each(backends)('PostRepository contract: $name', ({ setup }) => {
  let repo: PostRepository;
  let teardown: () => Promise<void>;
  const created: string[] = [];

  beforeAll(async () => {
    ({ repo, teardown } = await setup());
  });
  afterAll(async () => {
    for (const id of created) await repo.delete(id).catch(() => undefined);
    await teardown();
  });

  async function make(overrides: Partial<PostInput> = {}) {
    const post = await repo.create(input(overrides));
    created.push(post.id);
    return post;
  }

  it('creates a post and reads it back by id and slug', async () => {
    const post = await make({ slug: `${run}-roundtrip` });
    expect(isUuid(post.id)).toBe(true);
    expect(post).toMatchObject({ title: 'Storm ads that pay back', slug: `${run}-roundtrip`, published: true, tags: ['weather-campaigns', `${run}-tag`] });
    expect(await repo.getById(post.id)).toMatchObject({ slug: `${run}-roundtrip`, content: '## Heading\n\nBody text.' });
    expect(await repo.getPublishedBySlug(`${run}-roundtrip`)).toMatchObject({ id: post.id });
  });

  it('stores no tags as null', async () => {
    const post = await make({ slug: `${run}-no-tags`, tags: null });
    expect((await repo.getById(post.id))?.tags).toBeNull();
  });

  it('hides drafts from public reads but not from the admin', async () => {
    const draft = await make({ slug: `${run}-draft`, published: false });
    expect(await repo.getPublishedBySlug(`${run}-draft`)).toBeNull();
    const page = await repo.listPublished({ page: 1, pageSize: 100, tag: `${run}-tag` });
    expect(page.posts.map((p) => p.slug)).not.toContain(`${run}-draft`);
    expect((await repo.listAll()).map((p) => p.id)).toContain(draft.id);
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
});
