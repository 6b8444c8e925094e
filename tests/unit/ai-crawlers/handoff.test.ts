/**
 * @jest-environment node
 *
 * Middleware's part of the crawler log. On a serverless host (or with AI_CRAWLER_LOG=middleware) a
 * crawler's request is handed to the visit route after the response, to the site's own address
 * with CRON_SECRET; a person's request, and any request on a long-running server (whose request
 * hook counts it), hands off nothing, so nothing is counted twice.
 */
import { NextRequest } from 'next/server';
import { crawlerLogMode } from '@/lib/ai-crawlers/edge';
import { startAiCrawlerLog } from '@/lib/ai-crawlers/log';
import { middleware } from '@/middleware';

const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SECRET = 'unit-cron-secret-0123456789abcdef';
const SITE = 'https://brightline.example';
const NAMES = ['AI_CRAWLER_LOG', 'VERCEL', 'AWS_LAMBDA_FUNCTION_NAME', 'CRON_SECRET', 'NEXT_PUBLIC_SITE_URL'] as const;

const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
beforeEach(() => {
  for (const name of NAMES) delete process.env[name];
  process.env.CRON_SECRET = SECRET;
  process.env.NEXT_PUBLIC_SITE_URL = SITE;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  for (const name of NAMES) if (saved[name] === undefined) delete process.env[name];
  else process.env[name] = saved[name];
});

/** Runs middleware as Next does, and returns what it left to finish after the response. */
async function handedOff(url: string, userAgent: string, method = 'GET') {
  const pending: Promise<unknown>[] = [];
  const response = await middleware(new NextRequest(url, { method, headers: { 'user-agent': userAgent } }), { waitUntil: (promise) => pending.push(promise) });
  await Promise.all(pending);
  return { response, pending };
}

describe('handing a crawler’s request to the visit route', () => {
  it('on a serverless host: after the response, to the site’s own address, with the secret', async () => {
    process.env.VERCEL = '1';
    const { response, pending } = await handedOff('https://brightline.example/services?utm_source=x', GPTBOT);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(pending).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [target, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(target)).toBe(`${SITE}/api/ai-crawlers/visit`);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(String(init.body))).toEqual({ crawler: 'GPTBot', method: 'GET', path: '/services' });
  });

  it('never sends the secret to the host a request names', async () => {
    process.env.AI_CRAWLER_LOG = 'middleware';
    await handedOff('https://attacker.example/robots.txt', GPTBOT);
    expect(String((fetchMock.mock.calls[0] as unknown as [URL])[0])).toBe(`${SITE}/api/ai-crawlers/visit`);
  });

  it('keeps the crawler’s page when the route cannot be reached', async () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'site';
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const { response } = await handedOff('https://brightline.example/about', GPTBOT);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('hands off nothing for a person, a write, a long-running server, or without a secret', async () => {
    process.env.VERCEL = '1';
    await handedOff('https://brightline.example/services', CHROME);
    await handedOff('https://brightline.example/contact', GPTBOT, 'POST');
    delete process.env.VERCEL;
    await handedOff('https://brightline.example/services', GPTBOT);
    process.env.AI_CRAWLER_LOG = 'middleware';
    delete process.env.CRON_SECRET;
    await handedOff('https://brightline.example/services', GPTBOT);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('one place counts each request', () => {
  it.each([
    [{}, 'server'],
    [{ VERCEL: '1' }, 'middleware'],
    [{ AWS_LAMBDA_FUNCTION_NAME: 'site' }, 'middleware'],
    [{ AI_CRAWLER_LOG: 'middleware' }, 'middleware'],
    [{ AI_CRAWLER_LOG: '0', VERCEL: '1' }, 'off'],
  ])('%j → %s', (env, mode) => {
    expect(crawlerLogMode(env)).toBe(mode);
  });

  it('the server’s request hook stays off where middleware hands hits over', () => {
    process.env.AI_CRAWLER_LOG = 'middleware';
    expect(startAiCrawlerLog()).toBe(false);
    delete process.env.AI_CRAWLER_LOG;
    process.env.VERCEL = '1';
    expect(startAiCrawlerLog()).toBe(false);
  });
});
