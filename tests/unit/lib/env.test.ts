import { parsePublicEnv } from '@/lib/env';

describe('parsePublicEnv', () => {
  it('defaults the site URL to localhost', () => {
    expect(parsePublicEnv({}).NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
  });
  it('drops a trailing slash', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_SITE_URL: 'https://agency.example/' }).NEXT_PUBLIC_SITE_URL).toBe('https://agency.example');
  });
  it('names the variable that is wrong', () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_SITE_URL: 'not a url' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => parsePublicEnv({ NEXT_PUBLIC_GA_ID: 'UA-123' })).toThrow(/NEXT_PUBLIC_GA_ID/);
  });
});

describe("the server's site address", () => {
  const saved = { site: process.env.NEXT_PUBLIC_SITE_URL, built: process.env.SITE_URL_AT_BUILD };
  afterEach(() => {
    process.env.NEXT_PUBLIC_SITE_URL = saved.site;
    process.env.SITE_URL_AT_BUILD = saved.built;
  });
  const set = (site: string | undefined, built: string | undefined) => {
    if (site === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = site;
    if (built === undefined) delete process.env.SITE_URL_AT_BUILD;
    else process.env.SITE_URL_AT_BUILD = built;
  };

  it('follows the setting the server starts with, not the one the build saw', async () => {
    const { serverSiteUrl, serverUrl } = await import('@/lib/env.server');
    set('https://brightline.example/', 'http://localhost:3000');
    expect(serverSiteUrl()).toBe('https://brightline.example');
    expect(serverUrl('/admin/sign-in/abc')).toBe('https://brightline.example/admin/sign-in/abc');
    set('http://localhost:3005', 'http://localhost:3005');
    expect(serverUrl('/admin/invite/x')).toBe('http://localhost:3005/admin/invite/x');
  });

  it('says at start that the pages were built for another address, with the command that fixes it', async () => {
    const { siteUrlNotice } = await import('@/lib/env.server');
    set('http://localhost:3005', 'http://localhost:3000');
    const notice = siteUrlNotice();
    expect(notice.level).toBe('warn');
    expect(notice.message).toContain("this build's pages were made for http://localhost:3000");
    expect(notice.message).toContain('NEXT_PUBLIC_SITE_URL=http://localhost:3005 npm run build');
    expect(notice.message.split('\n')).toHaveLength(1);
  });

  it('uses the documented default when unset, says which, and derives nothing from requests', async () => {
    const { serverSiteUrl, siteUrlNotice } = await import('@/lib/env.server');
    set(undefined, '');
    expect(serverSiteUrl()).toBe('http://localhost:3000');
    const notice = siteUrlNotice();
    expect(notice.message).toMatch(/^Site address: http:\/\/localhost:3000 \(the default: NEXT_PUBLIC_SITE_URL is not set\)/);
    expect(notice.message).toContain('Set NEXT_PUBLIC_SITE_URL');
  });

  it('is one quiet line when the server and its build agree', async () => {
    const { siteUrlNotice } = await import('@/lib/env.server');
    set('https://brightline.example', 'https://brightline.example');
    expect(siteUrlNotice()).toEqual({ level: 'info', message: 'Site address: https://brightline.example (NEXT_PUBLIC_SITE_URL).' });
  });
});
