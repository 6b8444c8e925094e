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
