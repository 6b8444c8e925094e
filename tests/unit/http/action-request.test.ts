/** @jest-environment node */
import { ACTION_BODY_LIMIT_BYTES, isCrossSite, isServerActionPost, screenActionRequest } from '@/lib/http/action-request';

const url = 'http://shop.example/contact';
const same = { host: 'shop.example', origin: 'http://shop.example', 'next-action': '7f'.padEnd(42, '0') };

function multipart(parts: [string, string][], boundary = 'XyZ') {
  const body = parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const post = (headers: Record<string, string>, body?: BodyInit) => new Request(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

async function status(headers: Record<string, string>, body?: BodyInit) {
  return (await screenActionRequest(post(headers, body)))?.status ?? 'passed';
}

describe('which requests are screened', () => {
  it('server-action POSTs and multipart POSTs only', () => {
    expect(isServerActionPost(post(same, '[]'))).toBe(true);
    expect(isServerActionPost(post({ 'content-type': 'multipart/form-data; boundary=x' }, ''))).toBe(true);
    expect(isServerActionPost(post({ 'content-type': 'application/json' }, '{}'))).toBe(false);
    expect(isServerActionPost(new Request(url, { headers: same }))).toBe(false);
  });
});

describe('server-action request screen', () => {
  it('lets through what React sends', async () => {
    const form = multipart([['_1_key', 'value'], ['0', '[{"status":"idle"},"$K1"]']]);
    expect(await status({ ...same, 'content-type': form.contentType }, form.body)).toBe('passed');
    expect(await status({ ...same, 'content-type': 'text/plain;charset=UTF-8' }, '["# heading"]')).toBe('passed');
    // A form posted without JavaScript: multipart, no Next-Action header.
    const plain = multipart([['$ACTION_ID_abc', ''], ['email', 'a@example.com']]);
    expect(await status({ host: 'shop.example', origin: 'http://shop.example', 'content-type': plain.contentType }, plain.body)).toBe('passed');
  });

  it('refuses a cross-site or opaque Origin with 403', async () => {
    for (const origin of ['https://evil.example', 'null', 'not a url', 'http://shop.example.evil.example']) {
      expect(await status({ ...same, origin, 'content-type': 'text/plain' }, '[]')).toBe(403);
    }
  });

  it('behind a trusted proxy (TRUST_PROXY), compares the Origin with the forwarded host, as Next does', () => {
    const headers = (extra: Record<string, string>) => new Headers({ ...same, ...extra });
    expect(isCrossSite(headers({ host: 'internal:3000', 'x-forwarded-host': 'shop.example' }), true)).toBe(false);
    expect(isCrossSite(headers({ 'x-forwarded-host': 'evil.example' }), true)).toBe(true);
  });

  it('without a trusted proxy, a forwarded host is the client’s own words: the Origin must name the Host', () => {
    // The attack: a valid cookie, a hostile Origin, and a forwarded host that agrees with it.
    const forged = new Headers({ ...same, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(isCrossSite(forged, false)).toBe(true);
    expect(isCrossSite(forged, true)).toBe(false);
    expect(isCrossSite(new Headers(same), false)).toBe(false);
    // Next still compares with a forwarded host when one is sent, so it must agree too.
    expect(isCrossSite(new Headers({ ...same, 'x-forwarded-host': 'evil.example' }), false)).toBe(true);
    expect(isCrossSite(new Headers({ ...same, 'x-forwarded-host': 'shop.example' }), false)).toBe(false);
  });

  it('reads TRUST_PROXY from the environment when not told', async () => {
    const saved = process.env.TRUST_PROXY;
    try {
      const forged = { ...same, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'content-type': 'text/plain' };
      process.env.TRUST_PROXY = '';
      expect(await status(forged, '[]')).toBe(403);
      process.env.TRUST_PROXY = '1';
      expect(await status(forged, '[]')).toBe('passed');
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
    }
  });

  it('refuses bodies over the limit with 413, declared or not', async () => {
    const big = 'a'.repeat(ACTION_BODY_LIMIT_BYTES + 1);
    expect(await status({ ...same, 'content-type': 'text/plain', 'content-length': String(big.length) }, big)).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(100_000));
        controller.close();
      },
    });
    expect(await status({ ...same, 'content-type': 'text/plain' }, stream)).toBe(413);
    expect(await status({ ...same, 'content-type': 'text/plain' }, JSON.stringify(['a'.repeat(ACTION_BODY_LIMIT_BYTES - 10)]))).toBe('passed');
  });

  it.each([
    ['plain text that is not JSON', { 'content-type': 'text/plain' }, 'hello'],
    ['an empty body', { 'content-type': 'text/plain' }, ''],
    ['JSON cut short', { 'content-type': 'application/json' }, '{"key":'],
    ['truncated multipart', { 'content-type': 'multipart/form-data; boundary=XyZ' }, '--XyZ\r\nContent-Disposition: form-data; name="0"\r\n\r\n[1'],
    ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, 'x'],
    ['multipart without the root field', multipart([['a', 'b']]).contentType, multipart([['a', 'b']]).body],
    ['multipart whose root is not JSON', multipart([['0', '[{']]).contentType, multipart([['0', '[{']]).body],
    ['arguments that are not a list (null)', { 'content-type': 'text/plain' }, 'null'],
    ['arguments that are not a list (object)', { 'content-type': 'text/plain' }, '{"key":"x"}'],
    ['a reference to a row that was never sent', { 'content-type': 'text/plain' }, '["$1"]'],
    ['a promise reference to a missing row', multipart([['0', '["$@2"]']]).contentType, multipart([['0', '["$@2"]']]).body],
    ['a map reference with a path to a missing row', { 'content-type': 'text/plain' }, '[{"a":["$Q1f:x"]}]'],
    ['a reference that is not a number', { 'content-type': 'text/plain' }, '["$zz"]'],
  ])('refuses %s with 400', async (_name, headers, body) => {
    const contentType = typeof headers === 'string' ? { 'content-type': headers } : headers;
    expect(await status({ ...same, ...contentType }, body)).toBe(400);
  });

  it('refuses a file where a row should be', async () => {
    const body = new FormData();
    body.append('0', '["$B1"]');
    body.append('1', new Blob(['not json']), 'x.bin');
    expect(await status({ ...same }, body)).toBe(400);
  });

  it('checks the bound-argument rows of a form posted without JavaScript', async () => {
    const noJs = { host: 'shop.example', origin: 'http://shop.example' };
    const good = multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"abc","bound":"$@1"}'], ['$ACTION_1:1', '["x"]'], ['email', 'a@example.com']]);
    expect(await status({ ...noJs, 'content-type': good.contentType }, good.body)).toBe('passed');
    for (const parts of [
      [['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"abc","bound":"$@1"}'], ['$ACTION_1:1', '[']],
      [['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"abc","bound":"$@1"}']],
    ] as [string, string][][]) {
      const bad = multipart(parts);
      expect(await status({ ...noJs, 'content-type': bad.contentType }, bad.body)).toBe(400);
    }
  });

  it('lets through references to rows that were sent, escaped dollars and tagged values', async () => {
    const form = multipart([['0', '["$1","$$literal","$undefined","$D2026-11-23T00:00:00.000Z","$K2"]'], ['1', '{"nested":"$@3"}'], ['3', '"x"']]);
    expect(await status({ ...same, 'content-type': form.contentType }, form.body)).toBe('passed');
  });

  it('refuses what the framework’s decoder fails on before our code runs, by shape and size', async () => {
    const text = { ...same, 'content-type': 'text/plain' };
    // React's decoder recurses per level: 5,000 levels overflowed its stack (500).
    expect(await status(text, `[${'['.repeat(5000)}${']'.repeat(5000)}]`)).toBe(400);
    expect(await status(text, `[${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}]`)).toBe(400);
    expect(await status(text, `[${'['.repeat(50_000)}${']'.repeat(50_000)}]`)).toBe(400);
    // Next refuses more than 1,000 arguments with a 500.
    expect(await status(text, JSON.stringify(Array(200_000).fill(1)))).toBe(400);
    expect(await status(text, JSON.stringify(Array(1001).fill(1)))).toBe(400);
    // React refuses a BigInt of more than 300 digits with a 500; in any row.
    expect(await status(text, `["$n${'9'.repeat(301)}"]`)).toBe(400);
    const row = multipart([['0', '["$1"]'], ['1', `{"big":"$n${'9'.repeat(400)}"}`]]);
    expect(await status({ ...same, 'content-type': row.contentType }, row.body)).toBe(400);
  });

  it('lets through what is within those limits', async () => {
    const text = { ...same, 'content-type': 'text/plain' };
    expect(await status(text, `[${'['.repeat(60)}${']'.repeat(60)}]`)).toBe('passed');
    expect(await status(text, JSON.stringify(Array(1000).fill(1)))).toBe('passed');
    expect(await status(text, JSON.stringify([Array(300_000).fill(0)]))).toBe('passed');
    expect(await status(text, `["$n${'9'.repeat(300)}","$$n${'9'.repeat(400)}"]`)).toBe('passed');
  });

  it('leaves URL-encoded bodies to Next, which answers them itself', async () => {
    expect(await status({ ...same, 'content-type': 'application/x-www-form-urlencoded' }, 'a=b')).toBe('passed');
  });
});
