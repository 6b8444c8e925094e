/**
 * @jest-environment node
 *
 * The request hook on a real HTTP server: a crawler's request is recorded with the status code the
 * server actually sent, whichever of the four answers it was; a person's request is not recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { observeCrawlerRequests } from '@/lib/ai-crawlers/log';

const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANSWERS: Record<string, number> = { '/services': 200, '/services/': 308, '/no-such-page': 404, '/blog/broken': 500, '/_next/static/app.js': 200 };

describe('the crawler request hook', () => {
  const recorded: [string, string, number][] = [];
  let undo: () => void;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    undo = observeCrawlerRequests({ record: (token, path, status) => recorded.push([token, path, status]) });
    server = http.createServer((request, response) => {
      response.statusCode = ANSWERS[new URL(request.url!, 'http://x').pathname] ?? 404;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    undo();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    recorded.length = 0;
  });

  const get = (path: string, agent: string, method = 'GET') => fetch(`${origin}${path}`, { method, headers: { 'user-agent': agent }, redirect: 'manual' }).then((r) => r.text());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('records served, redirected, not found and error with their status codes', async () => {
    for (const path of ['/services', '/services/', '/no-such-page', '/blog/broken']) await get(path, GPTBOT);
    await get('/services?utm_source=x', GPTBOT, 'HEAD');
    await settle();
    expect(recorded).toEqual([
      ['GPTBot', '/services', 200],
      ['GPTBot', '/services/', 308],
      ['GPTBot', '/no-such-page', 404],
      ['GPTBot', '/blog/broken', 500],
      ['GPTBot', '/services', 200],
    ]);
  });

  it('records nothing for a browser, a static asset or a POST', async () => {
    await get('/services', CHROME);
    await get('/_next/static/app.js', GPTBOT);
    await get('/services', GPTBOT, 'POST');
    await settle();
    expect(recorded).toEqual([]);
  });
});
