/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectionAddress, installConnectionGuard } from '@/lib/http/connection';
import { clientAddress, trustsProxy } from '@/lib/rate-limit/client-key';

jest.mock('next/headers', () => ({ headers: async () => new Headers() }));

describe('which proxy to trust', () => {
  it.each([
    [{}, false],
    [{ TRUST_PROXY: '1' }, true],
    [{ TRUST_PROXY: 'true' }, true],
    [{ TRUST_PROXY: '0' }, false],
    [{ VERCEL: '1' }, true],
    [{ VERCEL: '1', TRUST_PROXY: '0' }, false],
    [{ X_FORWARDED_FOR: '1.2.3.4' }, false],
  ])('%j → %s', (env, expected) => {
    expect(trustsProxy(env as Record<string, string>)).toBe(expected);
  });
});

describe('client address', () => {
  const forged = new Headers({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1, 198.51.100.2' });

  it('behind a trusted proxy: X-Real-IP, else the hop the proxy appended last', () => {
    expect(clientAddress(forged, true)).toBe('203.0.113.9');
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'spoofed, 198.51.100.2' }), true)).toBe('198.51.100.2');
  });

  it('without one: proxy headers never name the client', async () => {
    installConnectionGuard();
    const seen: string[] = [];
    const server = http.createServer((request, response) => {
      const headers = new Headers(Object.entries(request.headers).map(([k, v]): [string, string] => [k, String(v)]));
      seen.push(clientAddress(headers, false), String(connectionAddress(headers)));
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // The stamp's header name is random per process, so guessing names cannot forge it.
      await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1', 'x-connection-address': '192.0.2.1' },
      });
    } finally {
      server.close();
    }
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('answers TRACE and TRACK with a 4xx before any application code runs', async () => {
    installConnectionGuard();
    let reached = 0;
    const server = http.createServer((_request, response) => {
      reached++;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const status = (method: string) =>
      new Promise<number>((resolve, reject) => {
        http.request({ port, host: '127.0.0.1', method, path: '/admin' }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        }).on('error', reject).end();
      });
    try {
      expect(await status('TRACE')).toBe(405);
      // Node's own parser already answers TRACK with 400.
      expect([400, 405]).toContain(await status('TRACK'));
      expect(reached).toBe(0);
      expect(await status('GET')).toBe(200);
      expect(reached).toBe(1);
    } finally {
      server.close();
    }
  });

  it('never falls back to one shared bucket while Next has set X-Forwarded-For', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::1' }), false)).toBe('::1');
  });
});
