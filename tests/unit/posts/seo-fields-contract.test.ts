/**
 * @jest-environment node
 *
 * The SEO fields (issue 15 §1) on both drivers, like repository-contract.test.ts: PGlite in
 * memory and a real PostgreSQL server.
 */
import { NO_SEO_FIELDS, type PostSeoFields } from '@/lib/posts/seo-fields';
import type { PostInput, PostRepository } from '@/lib/posts/types';
import { createPostRepository } from '@/lib/posts/repository';
import { drivers } from '../../helpers/databases';

const run = `seo${Date.now().toString(36)}`;
const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: 'Storm ads that pay back',
  slug: `${run}-post`,
  excerpt: 'How storm-triggered campaigns convert.',
  content: 'Body text.',
  author: 'Brightline Growth',
  imageUrl: null,
  imageWidth: null,
  imageHeight: null,
  tags: null,
  published: true,
  publishAt: null,
  ...NO_SEO_FIELDS,
  ...overrides,
});

const seo: PostSeoFields = {
  metaTitle: 'Storm ads that pay back in 48 hours',
  metaDescription: 'Weather-triggered campaigns for Florida roofers: what to launch before, during and after a storm.',
  canonicalUrl: 'https://insights.example.com/storm-ads',
  noindex: true,
  socialImageUrl: '/media/abc.webp',
};

describe.each(drivers)('SEO fields contract on $name', ({ open }) => {
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

  async function make(overrides: Partial<PostInput>) {
    const post = await repo.create(input(overrides));
    created.push(post.id);
    return post;
  }

  it('stores every field and returns it from each read, public and admin', async () => {
    const post = await make({ slug: `${run}-all`, ...seo });
    expect(post).toMatchObject(seo);
    expect(await repo.getById(post.id)).toMatchObject(seo);
    expect(await repo.getBySlug(`${run}-all`)).toMatchObject(seo);
    expect(await repo.getPublishedBySlug(`${run}-all`)).toMatchObject(seo);
    expect((await repo.listAll({ page: 1, pageSize: 1000 })).posts.find((p) => p.id === post.id)).toMatchObject(seo);
    expect((await repo.listPublishedIndex()).find((p) => p.slug === `${run}-all`)).toMatchObject(seo);
    expect((await repo.listPublished({ page: 1, pageSize: 100 })).posts.find((p) => p.id === post.id)).toMatchObject(seo);
  });

  it('reads a post without them as empty (null, noindex false)', async () => {
    const post = await make({ slug: `${run}-none` });
    expect(await repo.getPublishedBySlug(`${run}-none`)).toMatchObject(NO_SEO_FIELDS);
    expect(post).toMatchObject(NO_SEO_FIELDS);
  });

  it('changes and clears them on update', async () => {
    const post = await make({ slug: `${run}-update`, ...seo });
    const cleared = await repo.update(post.id, input({ slug: `${run}-update` }));
    expect(cleared).toMatchObject(NO_SEO_FIELDS);
    const set = await repo.update(post.id, input({ slug: `${run}-update`, metaTitle: 'Only a title' }));
    expect(set).toMatchObject({ ...NO_SEO_FIELDS, metaTitle: 'Only a title' });
  });

  it('keeps a noindex post in the public list (the blog and the feeds still show it)', async () => {
    await make({ slug: `${run}-hidden`, noindex: true });
    expect((await repo.listPublishedIndex()).map((p) => p.slug)).toContain(`${run}-hidden`);
  });

  it.each([
    ['a canonical URL that is not https', { canonicalUrl: 'http://example.com/a' }],
    ['a canonical URL that is a path', { canonicalUrl: '/blog/other' }],
    ['a protocol-relative social image', { socialImageUrl: '//evil.example/a.png' }],
    ['a javascript: social image', { socialImageUrl: 'javascript:alert(1)' }],
    ['an empty meta title (absent is null)', { metaTitle: '' }],
    ['an overlong meta description', { metaDescription: 'x'.repeat(321) }],
  ])('refuses %s (the table checks, whatever the caller)', async (_label, overrides) => {
    await expect(make({ slug: `${run}-bad-${Math.random().toString(36).slice(2, 8)}`, ...overrides })).rejects.toThrow();
  });
});
