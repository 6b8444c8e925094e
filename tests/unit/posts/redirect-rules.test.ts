import { chainProblem, checkRedirect, followRedirects, MAX_REDIRECT_HOPS, REDIRECT_MESSAGES } from '@/lib/posts/redirect-rules';

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

describe('followRedirects and chainProblem agree on the longest chain served', () => {
  const chain = (redirects: number) => Object.fromEntries(Array.from({ length: redirects }, (_, i) => [`/hop${i}`, `/hop${i + 1}`]));

  it(`follows a chain of ${MAX_REDIRECT_HOPS} redirects, not one of ${MAX_REDIRECT_HOPS + 1}`, async () => {
    expect(await followRedirects('/hop0', table(chain(MAX_REDIRECT_HOPS)))).toBe(`/hop${MAX_REDIRECT_HOPS}`);
    expect(await followRedirects('/hop0', table(chain(MAX_REDIRECT_HOPS + 1)))).toBeNull();
  });

  it('refuses the redirect that would make a chain longer than that, at either end or in the middle', () => {
    const existing = new Map(Object.entries(chain(MAX_REDIRECT_HOPS)));
    // Growing the chain at its end, as a 12-hop chain was built one redirect at a time.
    expect(chainProblem(existing, { source: `/hop${MAX_REDIRECT_HOPS}`, target: '/final' })).toBe('tooLong');
    // …or at its start.
    expect(chainProblem(existing, { source: '/before', target: '/hop0' })).toBe('tooLong');
    // One short of the limit is fine.
    const shorter = new Map(Object.entries(chain(MAX_REDIRECT_HOPS - 1)));
    expect(chainProblem(shorter, { source: `/hop${MAX_REDIRECT_HOPS - 1}`, target: '/final' })).toBeNull();
    // A chain the new redirect is not part of is not its business.
    expect(chainProblem(new Map(Object.entries(chain(MAX_REDIRECT_HOPS + 2))), { source: '/elsewhere', target: '/services' })).toBeNull();
  });

  it('finds a loop through existing redirects, and a chain that runs into one', () => {
    const existing = new Map([
      ['/b', '/c'],
      ['/c', '/a'],
    ]);
    expect(chainProblem(existing, { source: '/a', target: '/b' })).toBe('loop');
    expect(chainProblem(existing, { source: '/x', target: '/b' })).toBeNull();
    expect(chainProblem(existing, { source: '/a', target: 'https://example.com/a' })).toBeNull();
    expect(chainProblem(new Map([['/p', '/q'], ['/q', '/p']]), { source: '/x', target: '/p' })).toBe('loop');
    expect(chainProblem(new Map([['/b', '/a?from=b']]), { source: '/a', target: '/b' })).toBe('loop');
  });
});

describe('sources are stored as a request names them', () => {
  it('stores a non-ASCII path percent-encoded, so the lookup finds it', () => {
    expect(checkRedirect('/café', '/')).toEqual({ ok: true, value: { source: '/caf%C3%A9', target: '/' } });
    expect(checkRedirect('/caf%c3%a9', '/')).toEqual({ ok: true, value: { source: '/caf%C3%A9', target: '/' } });
    expect(checkRedirect('/über/straße', '/')).toMatchObject({ ok: true, value: { source: '/%C3%BCber/stra%C3%9Fe' } });
  });

  it('refuses a detour to the admin as reserved, and any other detour with the way to write it', () => {
    for (const source of ['/%61dmin', '/./admin', '/x/../admin', '/%2561dmin/../admin']) {
      expect(checkRedirect(source, '/')).toEqual({ ok: false, field: 'source', message: REDIRECT_MESSAGES.reserved });
    }
    expect(checkRedirect('/./old-page', '/')).toEqual({ ok: false, field: 'source', message: 'Browsers ask for this path as /old-page: enter it that way.' });
    expect(checkRedirect('/blog/../old-page', '/')).toEqual({ ok: false, field: 'source', message: 'Browsers ask for this path as /old-page: enter it that way.' });
    // An escaped plain letter is the letter: stored as a lookup spells it.
    expect(checkRedirect('/%6Fld-page', '/')).toEqual({ ok: true, value: { source: '/old-page', target: '/' } });
  });

  it('refuses a path no request can name', () => {
    for (const source of ['/a%2Fb', '/bad%E0%A4%A', '/nul%00', `/${'é'.repeat(100)}`]) {
      expect(checkRedirect(source, '/')).toEqual({ ok: false, field: 'source', message: REDIRECT_MESSAGES.sourceFormat });
    }
  });
});
