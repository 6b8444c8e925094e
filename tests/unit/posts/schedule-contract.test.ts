/**
 * @jest-environment node
 *
 * Scheduled publishing, one contract on both drivers (the repository-contract pattern): PGlite
 * in memory and a real PostgreSQL server, with the publish check and the public counts. Time
 * really passes in one test (a few seconds), so what is checked is the database's own clock,
 * not a mock.
 */
import type { PostInput, PostRepository } from '@/lib/posts/types';
import { NO_SEO_FIELDS } from '@/lib/posts/seo-fields';
import { createPostRepository } from '@/lib/posts/repository';
import { drivers } from '../../helpers/databases';

const run = `s${Date.now().toString(36)}`;
const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: 'A post for later',
  slug: `${run}-later`,
  excerpt: 'It goes public on its own.',
  content: `Body with the word ${run}word.`,
  author: 'Brightline Growth',
  imageUrl: null,
  imageWidth: null,
  imageHeight: null,
  tags: ['seo', `${run}-tag`],
  published: true,
  publishAt: null,
  ...NO_SEO_FIELDS,
  ...overrides,
});
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleepUntil = (iso: string) => new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(iso) - Date.now()) + 250));

describe.each(drivers)('Scheduled publishing contract on $name', ({ open }) => {
  let repo: PostRepository;
  let teardown: () => Promise<void>;
  const created: string[] = [];
  beforeAll(async () => {
    const opened = await open();
    teardown = opened.teardown;
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

  /** Every public read at once: where could a visitor meet this slug? */
  async function publicSightings(slug: string, tag = `${run}-tag`) {
    const [bySlug, list, topic, index, search] = await Promise.all([
      repo.getPublishedBySlug(slug),
      repo.listPublished({ page: 1, pageSize: 100 }),
      repo.listPublished({ page: 1, pageSize: 100, tag }),
      repo.listPublishedIndex(),
      repo.searchPublished({ query: `${run}word`, page: 1, pageSize: 50 }),
    ]);
    return {
      post: bySlug !== null,
      list: list.posts.some((p) => p.slug === slug),
      topic: topic.posts.some((p) => p.slug === slug),
      index: index.some((p) => p.slug === slug),
      search: search.posts.some((p) => p.slug === slug),
      topicTotal: topic.total,
      searchTotal: search.total,
    };
  }

  it('stores the publish time in UTC and gives it back to the admin', async () => {
    const at = '2031-03-09T14:30:00.000Z';
    const post = await make({ slug: `${run}-stored`, publishAt: at, tags: [`${run}-stored`] });
    expect(post.publishAt).toBe(at);
    expect((await repo.getById(post.id))?.publishAt).toBe(at);
    expect((await repo.listAll({ page: 1, pageSize: 1000 })).posts.find((p) => p.id === post.id)?.publishAt).toBe(at);
    const cleared = await repo.update(post.id, input({ slug: `${run}-stored`, publishAt: null, tags: [`${run}-stored`] }));
    expect(cleared?.publishAt).toBeNull();
  });

  it('hides a post scheduled in the future from every public read, page totals and old slugs included', async () => {
    const tag = `${run}-future`;
    await make({ slug: `${run}-visible`, tags: [tag] });
    const post = await make({ slug: `${run}-future-a`, publishAt: inMs(3_600_000), tags: [tag] });
    // An old slug must not lead to it either.
    await repo.update(post.id, input({ slug: `${run}-future-b`, publishAt: inMs(3_600_000), tags: [tag] }));

    const seen = await publicSightings(`${run}-future-b`, tag);
    expect(seen).toMatchObject({ post: false, list: false, topic: false, index: false, search: false, topicTotal: 1 });
    expect(await repo.findRedirect(`/blog/${run}-future-a`)).toBeNull();
    expect((await repo.listPublicRedirects()).has(`/blog/${run}-future-a`)).toBe(false);
    // The admin still sees it, and it is not due yet.
    expect((await repo.listAll({ page: 1, pageSize: 1000 })).posts.some((p) => p.id === post.id)).toBe(true);
    expect((await repo.claimNewlyPublic()).map((p) => p.slug)).not.toContain(`${run}-future-b`);
  });

  it('appears on its own once its time passes, dated and ordered by that time, and is reported once', async () => {
    const tag = `${run}-soon`;
    await repo.claimNewlyPublic();
    const at = inMs(5_000);
    const post = await make({ slug: `${run}-soon`, publishAt: at, tags: [tag] });
    // Written after the scheduled post, but public before it: it lists below it once both are out.
    await make({ slug: `${run}-now`, tags: [tag] });

    expect(await publicSightings(`${run}-soon`, tag)).toMatchObject({ post: false, list: false, topic: false, index: false, search: false, topicTotal: 1 });
    expect((await repo.claimNewlyPublic()).map((p) => p.slug)).not.toContain(`${run}-soon`);

    await sleepUntil(at);
    expect(await publicSightings(`${run}-soon`, tag)).toMatchObject({ post: true, list: true, topic: true, index: true, search: true, topicTotal: 2 });
    const publicPost = await repo.getPublishedBySlug(`${run}-soon`);
    // The public date is when it went public, not when it was written.
    expect(publicPost?.createdAt).toBe(at);
    expect((await repo.getById(post.id))?.createdAt).not.toBe(at);
    // Saved before it went public, it was not modified before it appeared (dateModified, lastmod).
    expect(publicPost?.updatedAt).toBe(at);
    expect((await repo.listPublishedIndex()).find((p) => p.slug === `${run}-soon`)?.updatedAt).toBe(at);
    // The admin keeps the real time of the last save.
    expect(Date.parse((await repo.getById(post.id))!.updatedAt)).toBeLessThan(Date.parse(at));
    const topic = await repo.listPublished({ page: 1, pageSize: 10, tag });
    expect(topic.posts.map((p) => p.slug)).toEqual([`${run}-soon`, `${run}-now`]);
    expect((await repo.listPublishedIndex()).find((p) => p.slug === `${run}-soon`)?.createdAt).toBe(at);

    expect(await repo.claimNewlyPublic()).toEqual([{ slug: `${run}-soon`, publishAt: at }]);
    expect(await repo.claimNewlyPublic()).toEqual([]);
  }, 30_000);

  it('a publish time in the past is public at once (a back-dated post); a draft with one stays hidden', async () => {
    const at = '2024-05-01T13:00:00.000Z';
    await make({ slug: `${run}-past`, publishAt: at, tags: [`${run}-past`] });
    expect((await repo.getPublishedBySlug(`${run}-past`))?.createdAt).toBe(at);
    await make({ slug: `${run}-draft-past`, publishAt: at, published: false });
    expect(await repo.getPublishedBySlug(`${run}-draft-past`)).toBeNull();
    expect((await repo.claimNewlyPublic()).map((p) => p.slug)).not.toContain(`${run}-past`);
  });
});
