import { rmSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { cookieName, sessionToken } from '../helpers/admin';
import { submitWithoutJs } from '../helpers/forms';
import { startNext, type NextServer } from '../helpers/next-server';
import { urlOf } from '../helpers/servers';

/**
 * The AI crawler log as it counts on a serverless host, over HTTP: a server started with
 * AI_CRAWLER_LOG=middleware has no request hook, so middleware hands each crawler request to the
 * visit route, which decides the answer against the site's pages. Its own server and embedded
 * database, so the counts are its own.
 */
// The timeout covers beforeAll too, which starts the server.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const url = urlOf('aiServerless');
const dataDir = '.data/e2e-ai-serverless';
const secret = 'e2e-serverless-cron-secret-0123456789';
const run = Date.now().toString(36);
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: NextServer;
let session = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = await startNext('aiServerless', {
    distDir: '.next-e2e-ai-serverless',
    env: { DATA_DIR: dataDir, CRON_SECRET: secret, AI_CRAWLER_LOG: 'middleware', INDEXNOW_KEY: '', INDEXNOW_ENDPOINT: '' },
  });
  session = await sessionToken('100.64.0.70', url);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The log's rows, from the AI visibility CSV: requests by crawler, path and status. */
async function logged(request: APIRequestContext) {
  const response = await request.get(`${url}/admin/ai-visibility/export`, { headers: { cookie: `${cookieName}=${session}` } });
  expect(response.status()).toBe(200);
  const counts = new Map<string, number>();
  for (const line of (await response.text()).trim().split('\r\n').slice(1)) {
    const [, crawler, , , path, status, , , requests] = line.split(',');
    counts.set(`${crawler} ${path} ${status}`, (counts.get(`${crawler} ${path} ${status}`) ?? 0) + Number(requests));
  }
  return counts;
}
const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

test('crawler requests are counted through middleware with the answer the site’s pages give; a browser adds nothing', async ({ request }) => {
  const before = await logged(request);
  const paths = ['/services', '/robots.txt', `/no-such-page-${run}`, `/services/no-such-service-${run}`];
  // The person first: had it been counted, it would be saved before the crawler's requests.
  for (const path of paths) expect((await request.get(`${url}${path}`, { headers: { 'user-agent': CHROME } })).status()).toBeLessThan(500);
  const answers = [];
  for (const path of paths) answers.push((await request.get(`${url}${path}`, { headers: { 'user-agent': GPTBOT }, maxRedirects: 0 })).status());
  // The crawler gets its page as ever; the placeholder service page answers 200 to any slug.
  expect(answers).toEqual([200, 200, 404, 200]);

  await expect.poll(async () => total(await logged(request)) - total(before), { timeout: 10_000 }).toBe(4);
  const after = await logged(request);
  const added = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
  expect(added('GPTBot /services 200')).toBe(1);
  expect(added('GPTBot /robots.txt 200')).toBe(1);
  // Decided against the list of pages: the made-up path and the placeholder are both not found.
  expect(added('GPTBot (not found) 404')).toBe(2);
});

test('a stored redirect, looked up by the route, is counted as redirected', async ({ playwright, request }) => {
  const staff = await playwright.request.newContext({ extraHTTPHeaders: { cookie: `${cookieName}=${session}` } });
  const source = `/old-page-${run}`;
  // The add form, not the header's log-out forms.
  const forms = [...(await (await staff.get(`${url}/admin/redirects`)).text()).matchAll(/<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/g)];
  const index = forms.findIndex((form) => form[1]!.includes('name="source"') && form[1]!.includes('name="target"'));
  const sent = await submitWithoutJs(staff, `${url}/admin/redirects`, index, { source, target: '/services' }, { origin: url, 'x-real-ip': '100.64.0.70' });
  expect(sent.status).toBe(200);
  await staff.dispose();
  const before = (await logged(request)).get('GPTBot (other) 308') ?? 0;
  expect((await request.get(`${url}${source}`, { headers: { 'user-agent': GPTBOT }, maxRedirects: 0 })).status()).toBe(308);
  // A path outside the site's sections is folded into "(other)", as the request hook does.
  await expect.poll(async () => (await logged(request)).get('GPTBot (other) 308') ?? 0, { timeout: 10_000 }).toBe(before + 1);
});

test('the visit route refuses a caller without the secret', async ({ request }) => {
  const before = total(await logged(request));
  const visit = { crawler: 'GPTBot', method: 'GET', path: '/services' };
  for (const authorization of [undefined, 'Bearer wrong-secret-0123456789abcdef', `Bearer ${secret}x`]) {
    const response = await request.post(`${url}/api/ai-crawlers/visit`, { data: visit, headers: authorization ? { authorization } : {} });
    expect(response.status()).toBe(401);
  }
  expect(total(await logged(request))).toBe(before);
});
