/** @jest-environment node */
import type { AuditEventInput } from '@/lib/audit/types';

const recorded: AuditEventInput[] = [];
jest.mock('@/lib/audit/repository', () => ({
  auditRepository: () => ({ record: async (input: AuditEventInput) => void recorded.push(input), list: async () => [], prune: async () => {} }),
}));
jest.mock('next/headers', () => ({
  headers: async () => {
    throw new Error('outside a request');
  },
}));
const scheduled: (() => Promise<unknown>)[] = [];
jest.mock('next/server', () => ({ after: (task: () => Promise<unknown>) => void scheduled.push(task) }));

import { INDEXNOW_DEFAULT_ENDPOINT, indexNowEnv } from '@/lib/env.server';
import { indexNowPayload, notifyIndexNow, submitAndRecord, submitToIndexNow } from '@/lib/indexnow';

const origin = 'http://localhost:3000';
const key = 'a1b2c3d4-e5f6-0000-key';
const settings = { config: { key, endpoint: 'https://search.example/indexnow' } };

beforeEach(() => {
  recorded.length = 0;
  scheduled.length = 0;
  delete process.env.INDEXNOW_KEY;
  delete process.env.INDEXNOW_ENDPOINT;
});

describe('indexNowEnv', () => {
  it('is off without a key and defaults to the shared endpoint', () => {
    expect(indexNowEnv({})).toBeNull();
    expect(indexNowEnv({ INDEXNOW_KEY: '  ' })).toBeNull();
    expect(indexNowEnv({ INDEXNOW_KEY: key })).toEqual({ config: { key, endpoint: INDEXNOW_DEFAULT_ENDPOINT } });
    expect(INDEXNOW_DEFAULT_ENDPOINT).toBe('https://api.indexnow.org/indexnow');
    expect(indexNowEnv({ INDEXNOW_KEY: key, INDEXNOW_ENDPOINT: 'https://www.bing.com/indexnow' })).toEqual({ config: { key, endpoint: 'https://www.bing.com/indexnow' } });
  });

  it('names the problem with a malformed key or endpoint instead of sending it', () => {
    for (const bad of ['short', 'x'.repeat(129), 'has space-in-it', 'key/with/slashes', 'ключ-ключ-ключ']) {
      expect(indexNowEnv({ INDEXNOW_KEY: bad })).toEqual({ problem: 'INDEXNOW_KEY must be 8 to 128 letters, digits or dashes' });
    }
    expect(indexNowEnv({ INDEXNOW_KEY: 'x'.repeat(8) })).not.toHaveProperty('problem');
    expect(indexNowEnv({ INDEXNOW_KEY: key, INDEXNOW_ENDPOINT: 'ftp://example.com/indexnow' })).toEqual({ problem: 'INDEXNOW_ENDPOINT must be an http(s) URL' });
  });
});

describe('submitToIndexNow', () => {
  it('POSTs the protocol’s JSON to the endpoint', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response(null, { status: 202 }));
    const urls = [`${origin}/blog/a`, `${origin}/blog/b`];
    const result = await submitToIndexNow(urls, { settings, fetchImpl });
    expect(result).toMatchObject({ ok: true, urls, status: 202 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [endpoint, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(endpoint).toBe('https://search.example/indexnow');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(init.body as string)).toEqual({ host: 'localhost:3000', key, keyLocation: `${origin}/${key}.txt`, urlList: urls });
    expect(indexNowPayload(settings.config, urls)).toEqual(JSON.parse(init.body as string));
  });

  it('sends nothing without a key, or without URLs', async () => {
    const fetchImpl = jest.fn();
    expect(await submitToIndexNow([`${origin}/blog/a`], { settings: null, fetchImpl })).toBeNull();
    expect(await submitToIndexNow([], { settings, fetchImpl })).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reports a refusal with its status', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response(null, { status: 403 }));
    expect(await submitToIndexNow(['u'], { settings, fetchImpl })).toMatchObject({ ok: false, status: 403 });
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    // Answers only when aborted, like a hung server.
    const fetchImpl = jest.fn((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))));
    const started = Date.now();
    const result = await submitToIndexNow(['u'], { settings, fetchImpl: fetchImpl as unknown as typeof fetch, timeoutMs: 50 });
    expect(result).toMatchObject({ ok: false, urls: ['u'], error: 'no answer within 50 ms' });
    expect(result).not.toHaveProperty('status');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a connection failure with its code', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));
    expect(await submitToIndexNow(['u'], { settings, fetchImpl })).toMatchObject({ ok: false, error: 'fetch failed (ECONNREFUSED)' });
  });

  it('records a misconfigured key as a failure without sending anything', async () => {
    const fetchImpl = jest.fn();
    await submitAndRecord(['u'], { settings: { problem: 'INDEXNOW_KEY must be 8 to 128 letters, digits or dashes' }, fetchImpl });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(recorded).toEqual([expect.objectContaining({ event: 'indexnow-failed', detail: expect.objectContaining({ urls: ['u'], error: expect.stringContaining('INDEXNOW_KEY') }) })]);
  });
});

describe('submitAndRecord', () => {
  it('puts each result on the Activity page: URLs, status and time taken', async () => {
    await submitAndRecord(['u1'], { settings, fetchImpl: jest.fn().mockResolvedValue(new Response(null, { status: 200 })) });
    await submitAndRecord(['u2'], { settings, fetchImpl: jest.fn().mockResolvedValue(new Response(null, { status: 429 })) });
    await submitAndRecord(['u3'], { settings, fetchImpl: jest.fn((_u: string, init: RequestInit) => new Promise<Response>((_r, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as unknown as typeof fetch, timeoutMs: 20 });
    expect(recorded.map(({ event, detail }) => ({ event, detail }))).toEqual([
      { event: 'indexnow-submitted', detail: { urls: ['u1'], status: 200, ms: expect.any(Number) } },
      { event: 'indexnow-failed', detail: { urls: ['u2'], status: 429, ms: expect.any(Number) } },
      { event: 'indexnow-failed', detail: { urls: ['u3'], error: 'no answer within 20 ms', ms: expect.any(Number) } },
    ]);
  });

  it('records nothing when IndexNow is off', async () => {
    await submitAndRecord(['u'], { settings: null });
    expect(recorded).toEqual([]);
  });
});

describe('notifyIndexNow', () => {
  it('defers the submission until after the response, and only when a key is set', () => {
    notifyIndexNow([`${origin}/blog/a`]);
    expect(scheduled).toHaveLength(0);
    process.env.INDEXNOW_KEY = key;
    notifyIndexNow([]);
    expect(scheduled).toHaveLength(0);
    notifyIndexNow([`${origin}/blog/a`]);
    expect(scheduled).toHaveLength(1);
  });
});
