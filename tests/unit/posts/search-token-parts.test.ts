/**
 * @jest-environment node
 *
 * Search finds the parts of joined tokens (supabase/migrations/20261126000300_search_token_parts.sql),
 * proven on the embedded database through the posts repository, as the blog search runs it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { memoryDatabase } from '@/lib/db/pglite';
import { createPostRepository } from '@/lib/posts/repository';
import { SEARCH_MARK } from '@/lib/posts/search';
import { NO_SEO_FIELDS } from '@/lib/posts/seo-fields';
import type { PostInput, PostRepository } from '@/lib/posts/types';

let db: PGlite;
let repo: PostRepository;

const post = (slug: string, fields: Partial<PostInput>): PostInput => ({
  title: 'A post',
  slug,
  excerpt: 'An excerpt.',
  content: 'A body.',
  author: 'Brightline Growth',
  imageUrl: null,
  imageWidth: null,
  imageHeight: null,
  tags: ['seo'],
  published: true,
  ...NO_SEO_FIELDS,
  publishAt: null,
  ...fields,
});

beforeAll(async () => {
  db = await memoryDatabase();
  repo = createPostRepository(async () => db);
  await repo.create(post('robots', {
    title: 'Can AI crawlers read your site? A crawlability checklist',
    excerpt: 'What robots.txt should say to GPTBot and Google-Extended.',
    content: 'Check robots.txt first, then llms.txt, then the sitemap at /sitemaps/posts.xml.',
  }));
  await repo.create(post('schema', {
    title: 'Schema that AI answers cite',
    excerpt: 'Markup from schema.org for local businesses.',
    content: 'See the guide at /ai-seo/schema-for-ai-citation and mail ops@brightline.example with questions.',
  }));
  await repo.create(post('storm', { title: 'Storm-ready ads', excerpt: 'Weather triggers for paid media.', content: 'Budgets that follow the radar.' }));
  // Creating a database from the migrations is slow on a loaded machine (as in the other suites).
}, 60_000);
afterAll(() => db.close());

const slugs = async (query: string) => (await repo.searchPublished({ query, page: 1, pageSize: 10 })).posts.map((p) => p.slug).sort();

describe('search by the parts of joined tokens', () => {
  it.each([
    // The queries of the issue: posts mention robots.txt, never "robots" alone.
    ['robots', ['robots']],
    ['crawlability robots', ['robots']],
    // Dots, slashes and @ join words too.
    ['llms', ['robots']],
    ['sitemaps posts', ['robots']],
    ['schema.org', ['schema']],
    ['org', ['schema']],
    ['citation guide', ['schema']],
    ['brightline', ['schema']],
  ])('%p finds %p', async (query, expected) => {
    expect(await slugs(query)).toEqual(expected);
  });

  it('still finds a joined word whole, quoted, and a hyphenated word by either part', async () => {
    expect(await slugs('robots.txt')).toEqual(['robots']);
    expect(await slugs('"robots.txt"')).toEqual(['robots']);
    expect(await slugs('storm-ready')).toEqual(['storm']);
    expect(await slugs('ready')).toEqual(['storm']);
    expect(await slugs('schema-for-ai-citation')).toEqual(['schema']);
  });

  it('keeps web-search syntax: a minus after a space still excludes', async () => {
    expect(await slugs('crawlability -robots')).toEqual([]);
    expect(await slugs('schema -robots.txt')).toEqual(['schema']);
    expect(await slugs('robots.txt or storm')).toEqual(['robots', 'storm']);
  });

  it('highlights the joined word in the excerpt', async () => {
    const [hit] = (await repo.searchPublished({ query: 'robots.txt', page: 1, pageSize: 10 })).posts;
    expect(hit?.headline).toContain(`${SEARCH_MARK.start}robots.txt${SEARCH_MARK.stop}`);
  });

  it('keeps the function callable by the public roles, and by no one else', async () => {
    const { rows } = await db.query<{ grantee: string }>(
      "select grantee from information_schema.routine_privileges where routine_schema = 'public' and routine_name = 'search_published_posts' order by grantee",
    );
    expect(rows.map((r) => r.grantee)).toEqual(expect.arrayContaining(['anon', 'authenticated', 'service_role']));
    expect(rows.map((r) => r.grantee)).not.toContain('PUBLIC');
    const anon = await db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      return tx.query<{ slug: string }>("select slug from public.search_published_posts('robots', 10, 0)");
    });
    expect(anon.rows.map((r) => r.slug)).toEqual(['robots']);
  });
});
