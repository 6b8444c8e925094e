import { expect, test, type APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { cookieName, sessionToken } from '../helpers/admin';
import { submitWithoutJs } from '../helpers/forms';
import { baseURL, offlineURL } from '../helpers/servers';

/**
 * AI visibility over HTTP, as a crawler and a person reach the site: crawler requests appear on
 * /admin/ai-visibility with the status code each got; a browser's request adds nothing; a lead
 * from a ChatGPT referral is filed under AI assistants with ChatGPT as its source.
 */
// One at a time: the first test counts every row the log gains while it runs.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const AGENTS = {
  GPTBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  PerplexityBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
  ClaudeBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
} as const;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PATHS = ['/services', '/ai-seo', '/robots.txt', `/no-such-page-${run}`] as const;

let session = '';
test.beforeAll(async () => {
  session = await sessionToken('100.64.0.50');
});

const asStaff = (request: APIRequestContext, path: string) => request.get(path, { headers: { cookie: `${cookieName}=${session}` }, maxRetries: 1 });
const html = async (request: APIRequestContext, path: string) => {
  const response = await asStaff(request, path);
  expect(response.status()).toBe(200);
  return new JSDOM(await response.text()).window.document;
};

/** The log's rows, from the page's CSV: requests by crawler, path and status. */
async function logged(request: APIRequestContext) {
  const lines = (await (await asStaff(request, '/admin/ai-visibility/export')).text()).trim().split('\r\n').slice(1);
  const counts = new Map<string, number>();
  for (const line of lines) {
    const [, crawler, , , path, status, , , requests] = line.split(',');
    const key = `${crawler} ${path} ${status}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(requests));
  }
  return counts;
}
const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

test('crawler requests appear with their status codes; a browser’s request adds nothing', async ({ request }) => {
  const before = await logged(request);
  // The person first: had it been counted, it would be saved no later than the crawlers' requests.
  for (const path of PATHS) expect((await request.get(path, { headers: { 'user-agent': CHROME } })).status()).toBeLessThan(500);
  const answers: Record<string, number> = {};
  for (const [crawler, agent] of Object.entries(AGENTS)) {
    for (const path of PATHS) answers[`${crawler} ${path}`] = (await request.get(path, { headers: { 'user-agent': agent }, maxRedirects: 0 })).status();
  }
  expect(Object.values(answers)).toEqual([200, 200, 200, 404, 200, 200, 200, 404, 200, 200, 200, 404]);

  // Each server saves its counts every second.
  await expect.poll(async () => total(await logged(request)) - total(before), { timeout: 10_000 }).toBe(12);
  const after = await logged(request);
  const added = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
  for (const crawler of Object.keys(AGENTS)) {
    for (const path of ['/services', '/ai-seo', '/robots.txt']) expect(added(`${crawler} ${path} 200`)).toBe(1);
    // Every made-up path is one row per crawler and day.
    expect(added(`${crawler} (not found) 404`)).toBe(1);
  }

  const page = await html(request, '/admin/ai-visibility');
  expect(page.querySelector('h1')?.textContent).toBe('AI visibility');
  expect(page.body.textContent).toContain('these are claimed identities');
  // Like every admin table: inside the one named scroll region (TableScroll).
  expect(page.querySelector('[data-testid="ai-crawlers"]')?.closest('[role="region"][data-table-scroll]')?.getAttribute('aria-labelledby')).toBe('ai-crawlers-heading');
  const rows = [...page.querySelectorAll('[data-testid="ai-crawlers"] tbody tr')];
  for (const [crawler, operator] of [
    ['GPTBot', 'OpenAI'],
    ['PerplexityBot', 'Perplexity'],
    ['ClaudeBot', 'Anthropic'],
  ]) {
    const row = rows.find((tr) => tr.querySelector('th')?.textContent === crawler);
    expect(row?.textContent).toContain(operator);
    expect(row?.textContent).toContain('404 not found');
    const top = page.querySelector(`[data-testid="ai-top-pages-${crawler}"]`)?.textContent ?? '';
    for (const path of ['/services', '/ai-seo', '/robots.txt']) expect(top).toContain(path);
  }
  // PerplexityBot is a search crawler: the pages it fetched are no longer listed as unfetched.
  const unfetched = [...page.querySelectorAll('[data-testid="ai-unfetched"] li')].map((li) => li.textContent);
  expect(unfetched).not.toContain('/services');
  expect(unfetched).not.toContain('/ai-seo');
  expect(unfetched).toContain('/privacy');
});

test('a crawler in the admin area is a robots.txt violation', async ({ request }) => {
  const before = (await logged(request)).get('ClaudeBot /admin/* 307') ?? 0;
  expect((await request.get('/admin/leads', { headers: { 'user-agent': AGENTS.ClaudeBot }, maxRedirects: 0 })).status()).toBe(307);
  await expect.poll(async () => (await logged(request)).get('ClaudeBot /admin/* 307') ?? 0, { timeout: 10_000 }).toBe(before + 1);
  const page = await html(request, '/admin/ai-visibility');
  const violation = [...page.querySelectorAll('[data-testid="ai-violations"] tbody tr')].find((tr) => tr.querySelector('th')?.textContent === 'ClaudeBot');
  expect(violation?.closest('[role="region"][data-table-scroll]')?.getAttribute('aria-labelledby')).toBe('ai-violations-heading');
  expect(violation?.textContent).toContain('/admin');
  expect(violation?.textContent).toContain('307 redirected');
});

test('a redirect is counted as the redirect the crawler got', async ({ request }) => {
  const key = 'PerplexityBot /blog/* 308';
  const before = (await logged(request)).get(key) ?? 0;
  // next.config.ts sends /blog/page/1 to /blog; the crawler is not followed.
  expect((await request.get('/blog/page/1', { headers: { 'user-agent': AGENTS.PerplexityBot }, maxRedirects: 0 })).status()).toBe(308);
  await expect.poll(async () => (await logged(request)).get(key) ?? 0, { timeout: 10_000 }).toBe(before + 1);
});

test('a lead referred by chatgpt.com: channel AI assistants, source ChatGPT, on the lead and in Sources', async ({ playwright, request }) => {
  const email = `chatgpt.${run}@example.com`;
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-real-ip': '203.0.113.150' } });
  const landing = await visitor.get('/ai-seo', { headers: { referer: 'https://chatgpt.com/' } });
  const cookie = landing.headers()['set-cookie']?.split(';')[0];
  expect(cookie).toMatch(/^attribution=/);
  await visitor.dispose();
  await submitWithoutJs(request, '/contact', 0, { fullName: `ChatGPT visitor ${run}`, email, message: 'ChatGPT recommended you for GEO.' }, { 'x-real-ip': '203.0.113.150', cookie: cookie! });

  const inbox = await html(request, `/admin/leads?q=${encodeURIComponent(email)}`);
  const traffic = inbox.querySelector('[data-testid="lead-traffic"]');
  expect(traffic?.querySelector('[data-testid="lead-channel"]')?.textContent).toBe('AI assistants');
  expect(traffic?.textContent).toContain('ChatGPT / referral / (referral)');

  const sources = await html(request, '/admin/sources');
  const channel = [...sources.querySelectorAll('[data-testid="by-channel"] tbody tr')].find((tr) => tr.querySelector('th')?.textContent === 'AI assistants');
  expect(Number(channel?.querySelectorAll('td')[0]?.textContent)).toBeGreaterThanOrEqual(1);
  const assistant = [...sources.querySelectorAll('[data-testid="by-assistant"] tbody tr')].find((tr) => tr.querySelector('th')?.textContent === 'ChatGPT');
  expect(Number(assistant?.querySelectorAll('td')[0]?.textContent)).toBeGreaterThanOrEqual(1);
  expect(assistant?.querySelectorAll('td')[2]?.textContent).toMatch(/%$/);
});

test('a database that is down fails no crawler’s page', async ({ request }) => {
  for (const path of ['/services', '/robots.txt']) {
    expect((await request.get(`${offlineURL}${path}`, { headers: { 'user-agent': AGENTS.GPTBot } })).status()).toBe(200);
  }
});
