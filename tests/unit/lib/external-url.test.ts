import { externalUrl } from '@/lib/external-url';

describe('externalUrl', () => {
  it.each([
    ['https://example.com/about', 'https://example.com/about'],
    ['  https://insights.example.com/storm-ads  ', 'https://insights.example.com/storm-ads'],
    ['https://example.com', 'https://example.com/'],
    ['HTTPS://Example.COM/Path?q=1#top', 'https://example.com/Path?q=1#top'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
    ['https://example.com:8443/x', 'https://example.com:8443/x'],
  ])('takes %j as %j', (raw, href) => {
    expect(externalUrl(raw)).toBe(href);
  });

  it.each([
    'http://example.com/',
    'javascript:alert(1)',
    '//example.com/x',
    '/local/path',
    'https://user:password@example.com/',
    'https://user@example.com/',
    'https://evil.example\\@good.example/',
    'https://good.example\\.evil.example/',
    'https://127.0.0.1/',
    'https://127.1/',
    'https://0x7f000001/',
    'https://[::1]/',
    'https://[2001:db8::1]/x',
    'https://localhost/',
    'https://example./',
    'https://example.com/a b',
    'https://example.com/"><script>',
    'https:example.com',
    'ftp://example.com/',
    '',
  ])('refuses %j', (raw) => {
    expect(externalUrl(raw)).toBeNull();
  });
});
