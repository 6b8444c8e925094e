import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { migrate } from '../../lib/db/migrate';
import { createPostgresDatabase } from '../../lib/db/postgres';
import { createTestDatabase, startTestPgbouncer, startTestPostgres, type TestPostgres } from '../../scripts/lib/test-postgres';
import { cookieName, createPost, expectDashboard, loginWithForm, postLogin, sessionToken } from '../helpers/admin';
import { startNext, type NextServer } from '../helpers/next-server';
import { baseURL, e2eEnv, ports } from '../helpers/servers';

/**
 * Several servers share everything through the database: two servers of one build on one
 * PostgreSQL database, each with its own page cache on its own disk. What one changes, the
 * other serves within about a second (lib/cache/page-cache.cjs); an upload made through one is
 * served by the other; a build moved to another database never shows the old one's pages; a
 * server started on another address than its build says so and still runs the editor cleanly.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const names = ['sharedA', 'sharedB', 'sharedMoved'] as const;
const run = Date.now().toString(36);
/** How long a change may take to show on the other server, renders included, on a busy machine. */
const SHOWN_WITHIN = { timeout: 4_000, intervals: [100] };

let own: TestPostgres | null = null;
let pooler: Awaited<ReturnType<typeof startTestPgbouncer>> = null;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: ReturnType<typeof createPostgresDatabase>;
let a: NextServer;
let b: NextServer;

/** Server i on the shared database, with a page cache of its own (its own copy of the build). */
const startServer = (i: number, env: Record<string, string> = {}) =>
  startNext(names[i]!, {
    distDir: `.next-e2e-shared-${i}`,
    env: {
      // B goes through PgBouncer in transaction mode, as a server on Supabase's pooler does.
      DATABASE_URL: i === 1 && pooler ? pooler.urlFor(database.url) : database.url,
      DATA_DIR: `.data/e2e-shared-${i}`,
      INDEXNOW_KEY: '',
      INDEXNOW_ENDPOINT: '',
      ...env,
    },
  });

test.beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? (own = await startTestPostgres()).url;
  database = await createTestDatabase('shared', serverUrl);
  sql = createPostgresDatabase(database.url, { max: 2 });
  await migrate(sql, { seed: true });
  pooler = await startTestPgbouncer(serverUrl);
  if (!pooler) console.info('PgBouncer is not installed: both servers connect to PostgreSQL directly.');
  [a, b] = await Promise.all([startServer(0), startServer(1)]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await sql?.end();
  pooler?.stop();
  await database?.drop();
  own?.stop();
});

const text = async (url: string) => {
  const response = await fetch(url);
  return `${response.status} ${await response.text()}`;
};

/** What server B shows of a post: its page, /blog, its topic, the feed and the sitemap. */
async function seenOnB(slug: string, title: string) {
  const [post = '', blog = '', topic = '', feed = '', sitemap = ''] = await Promise.all(
    [`/blog/${slug}`, '/blog', '/blog/category/seo', '/blog/rss.xml', '/sitemap.xml'].map((p) => text(`${b.url}${p}`)),
  );
  return {
    post: post.startsWith('200') && post.includes(title),
    blog: blog.includes(title),
    topic: topic.includes(title),
    feed: feed.includes(title),
    sitemap: sitemap.includes(`/blog/${slug}<`),
  };
}
const everywhere = { post: true, blog: true, topic: true, feed: true, sitemap: true };
const nowhere = { post: false, blog: false, topic: false, feed: false, sitemap: false };

const toast = (page: Page, message: string) => expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();

async function openPost(page: Page, title: string) {
  await page.goto(`${a.url}/admin`);
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: /^Edit/ }).click();
}

/** Polls B until it shows `expected`; returns how long that took after the change was saved on A. */
async function timeUntilB(slug: string, title: string, expected: typeof everywhere) {
  const saved = performance.now();
  await expect.poll(() => seenOnB(slug, title), SHOWN_WITHIN).toEqual(expected);
  return Math.round(performance.now() - saved);
}

test('a post published, retitled, unpublished and deleted through A is right on B within seconds', async ({ page }) => {
  const slug = `shared-cache-${run}`;
  const title = `Shared Cache Hail Plan ${run}`;
  const retitled = `Shared Cache Hail Playbook ${run}`;
  // B has every page cached before the change, the missing post's read included.
  for (let i = 0; i < 2; i++) expect(await seenOnB(slug, title)).toEqual(nowhere);
  const cached = await fetch(`${b.url}/blog`);
  expect(cached.headers.get('x-nextjs-cache')).toBe('HIT');

  await loginWithForm(page, e2eEnv.ADMIN_KEY, a.url);
  await expectDashboard(page);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === cookieName)!.value;
  await createPost(
    token,
    {
      title,
      slug,
      excerpt: 'Two servers, one answer: what a roofer sees the moment a hail post goes live.',
      content: '## Within the hour\n\nLaunch the hail campaign while the radar is still red.',
      published: true,
    },
    a.url,
  );
  const published = await timeUntilB(slug, title, everywhere);

  await openPost(page, title);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(retitled);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await toast(page, 'Blog post updated successfully');
  const renamed = await timeUntilB(slug, retitled, everywhere);
  expect(await text(`${b.url}/blog`)).not.toContain(title + '<');

  await openPost(page, retitled);
  await page.getByLabel('Publish immediately').uncheck();
  await page.getByRole('button', { name: 'Update Post' }).click();
  await toast(page, 'Blog post updated successfully');
  const unpublished = await timeUntilB(slug, retitled, nowhere);
  expect((await fetch(`${b.url}/blog/${slug}`)).status).toBe(404);

  await openPost(page, retitled);
  await page.getByLabel('Publish immediately').check();
  await page.getByRole('button', { name: 'Update Post' }).click();
  await toast(page, 'Blog post updated successfully');
  await timeUntilB(slug, retitled, everywhere);
  await page.goto(`${a.url}/admin`);
  await page.getByRole('listitem').filter({ hasText: retitled }).getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Blog post deleted successfully');
  const deleted = await timeUntilB(slug, retitled, nowhere);
  expect((await fetch(`${b.url}/blog/${slug}`)).status).toBe(404);
  console.info(`shared cache: B right after ${published} ms (published), ${renamed} ms (retitled), ${unpublished} ms (unpublished), ${deleted} ms (deleted)`);
});

test('a server on another address than its build says so at start, and its editor runs without an error', async ({ page }) => {
  expect(a.output()).toContain(`Site address: ${a.url} (NEXT_PUBLIC_SITE_URL), but this build's pages were made for ${baseURL}`);
  expect(a.output()).toContain(`NEXT_PUBLIC_SITE_URL=${a.url} npm run build`);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await loginWithForm(page, e2eEnv.ADMIN_KEY, a.url);
  await expectDashboard(page);
  await page.goto(`${a.url}/admin/posts/new`);
  await page.getByLabel('Slug').fill('address-check');
  // The search preview shows the address the server runs on, rendered alike on both sides.
  await expect(page.getByText(`localhost:${ports.sharedA} › blog › address-check`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a build served on the embedded database and then on PostgreSQL never shows an embedded post', async () => {
  const dataDir = `.data/e2e-shared-switch-${run}`;
  const slug = `embedded-only-${run}`;
  const title = `Embedded Only Storm Note ${run}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // A post that exists only in the embedded database, written before its server starts.
  const local = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  await migrate(local, { seed: true });
  await local.query(
    `insert into public.blog_posts (title, slug, excerpt, content, author, tags, published) values ($1, $2, 'Only here.', 'Body.', 'Brightline Growth', array['seo'], true)`,
    [title, slug],
  );
  await local.close();

  const embedded = await startServer(2, { DATABASE_URL: '', DATA_DIR: dataDir });
  try {
    for (const p of ['/blog', `/blog/${slug}`, '/blog/category/seo', '/blog/rss.xml']) expect(await text(`${embedded.url}${p}`)).toContain(title);
  } finally {
    await embedded.stop();
  }

  // The same build, its cache untouched, now on the PostgreSQL database: the first request is right.
  const hosted = await startServer(2);
  try {
    const [post = '', blog, topic, feed] = await Promise.all(['/blog/' + slug, '/blog', '/blog/category/seo', '/blog/rss.xml'].map((p) => text(`${hosted.url}${p}`)));
    expect(post.startsWith('404')).toBe(true);
    for (const page of [blog, topic, feed]) expect(page).not.toContain(title);
  } finally {
    await hosted.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('an image uploaded through A is served by B', async () => {
  const token = await sessionToken('100.64.9.1', a.url);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: `#${run.slice(-6).padStart(6, '0').replace(/[^0-9a-f]/g, 'a')}` } }).png().toBuffer();
  const response = await fetch(`${a.url}/admin/uploads`, {
    method: 'POST',
    body: new Uint8Array(png),
    headers: { 'content-type': 'application/octet-stream', origin: a.url, cookie: `${cookieName}=${token}` },
  });
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
  const served = await fetch(`${b.url}${url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toContain('immutable');
  expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
});

test('a session made on one server is valid on the other, and signing out ends it on both', async () => {
  const response = await postLogin(e2eEnv.ADMIN_KEY, '198.19.0.1', a.url);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`));
  expect(cookie).toBeTruthy();
  const token = cookie!.slice(cookieName.length + 1).split(';')[0]!;
  const dashboard = async (url: string) => (await (await fetch(`${url}/admin`, { headers: { cookie: `${cookieName}=${token}` } })).text()).includes('Manage your blog posts');
  expect([await dashboard(a.url), await dashboard(b.url)]).toEqual([true, true]);
  // Ended in the database (what a log-out does), seen by both servers on their next request.
  await sql.query('select public.admin_session_revoke_all()');
  expect([await dashboard(a.url), await dashboard(b.url)]).toEqual([false, false]);
});

test('sign-in throttling counts attempts on both servers together', async () => {
  const client = '198.19.0.2';
  // Five wrong keys, alternating between the servers: the limit is five per client.
  for (let i = 0; i < 5; i++) await postLogin('wrong-key-0123456789', client, [a.url, b.url][i % 2]);
  const text = await (await postLogin('wrong-key-0123456789', client, b.url)).text();
  expect(text).toMatch(/Too many/i);
});

test('two servers count 500 crawler requests each to one page as exactly 1,000', async () => {
  const agent = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot)';
  const counted = async () =>
    (await sql.query<{ n: number }>(`select coalesce(sum(requests), 0)::int as n from public.ai_crawler_visits where crawler = 'OAI-SearchBot' and path = '/ai-seo' and status = 200`)).rows[0]!.n;
  const before = await counted();
  // Five at a time on each server, both servers at once: each flushes its own batches into the same row.
  await Promise.all(
    [a, b].flatMap((server) =>
      Array.from({ length: 5 }, async () => {
        for (let i = 0; i < 100; i++) {
          const response = await fetch(`${server.url}/ai-seo`, { headers: { 'user-agent': agent } });
          expect(response.status).toBe(200);
          await response.arrayBuffer();
        }
      }),
    ),
  );
  await expect.poll(counted, { timeout: 10_000 }).toBe(before + 1000);
});
