import { checkRedirect, followRedirects, REDIRECT_MESSAGES, wouldLoop } from '@/lib/posts/redirect-rules';

const table = (entries: Record<string, string>) => async (path: string) => entries[path] ?? null;

describe('checkRedirect', () => {
  it.each([
    ['/old-page', '/services', { source: '/old-page', target: '/services' }],
    ['  /old/page.html/ ', '/blog/new-post/', { source: '/old/page.html', target: '/blog/new-post' }],
    ['/old', '/services?utm_source=old-site', { source: '/old', target: '/services?utm_source=old-site' }],
    ['/old', 'https://example.com/about', { source: '/old', target: 'https://example.com/about' }],
  ])('accepts %s → %s', (source, target, value) => {
    expect(checkRedirect(source, target)).toEqual({ ok: true, value });
  });

  it.each(['old-page', '//evil.example', '/with space', '/q?x=1', '/frag#x', '', '/a\\b', `/${'a'.repeat(300)}`])('refuses the source %j', (source) => {
    expect(checkRedirect(source, '/')).toEqual({ ok: false, field: 'source', message: REDIRECT_MESSAGES.sourceFormat });
  });

  it.each(['/admin', '/admin/posts', '/ADMIN/x', '/_next/static/x.js', '/api', '/api/hook'])('refuses the reserved source %s', (source) => {
    expect(checkRedirect(source, '/')).toEqual({ ok: false, field: 'source', message: REDIRECT_MESSAGES.reserved });
  });

  it('keeps paths that only start like a reserved one', () => {
    expect(checkRedirect('/administration-guide', '/')).toMatchObject({ ok: true });
    expect(checkRedirect('/apiary', '/')).toMatchObject({ ok: true });
  });

  it.each(['http://example.com', 'javascript:alert(1)', '//evil.example/x', 'https://user:pw@example.com', 'https://localhost', 'ftp://x.example', 'services', '/a b', 'https://example.com/"><script>', 'https://evil.example\\@good.example/', 'https://203.0.113.7/', 'https://[::1]/'])(
    'refuses the target %j',
    (target) => {
      expect(checkRedirect('/old', target)).toEqual({ ok: false, field: 'target', message: REDIRECT_MESSAGES.targetFormat });
    },
  );

  it('refuses a redirect to itself, trailing slash or not', () => {
    expect(checkRedirect('/same', '/same/')).toEqual({ ok: false, field: 'target', message: REDIRECT_MESSAGES.self });
  });
});

describe('followRedirects', () => {
  it('collapses a chain to its end', async () => {
    expect(await followRedirects('/a', table({ '/a': '/b', '/b': '/c', '/c': 'https://example.com/' }))).toBe('https://example.com/');
  });

  it('is null with no redirect, and for a loop', async () => {
    expect(await followRedirects('/a', table({}))).toBeNull();
    expect(await followRedirects('/a', table({ '/a': '/b', '/b': '/a' }))).toBeNull();
  });

  it('looks up a target path without its query string', async () => {
    expect(await followRedirects('/a', table({ '/a': '/b?x=1', '/b': '/c' }))).toBe('/c');
  });
});

describe('wouldLoop', () => {
  it('finds a loop through an existing chain, and none otherwise', async () => {
    const existing = table({ '/b': '/c', '/c': '/a' });
    expect(await wouldLoop({ source: '/a', target: '/b' }, existing)).toBe(true);
    expect(await wouldLoop({ source: '/x', target: '/b' }, existing)).toBe(false);
    expect(await wouldLoop({ source: '/a', target: 'https://example.com/a' }, existing)).toBe(false);
  });
});
