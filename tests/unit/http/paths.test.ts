/** @jest-environment node */
import { canonicalPath, MAX_PATH_LENGTH, screenBlogPath } from '@/lib/http/paths';

describe('canonicalPath', () => {
  it('is the path as the pages look it up: escapes decoded, then written as encodeURI writes them', () => {
    expect(canonicalPath('/blog/old-post')).toBe('/blog/old-post');
    expect(canonicalPath('/%61dmin')).toBe('/admin');
    expect(canonicalPath('/./admin')).toBe('/admin');
    expect(canonicalPath('/a/../admin')).toBe('/admin');
    expect(canonicalPath('/café')).toBe('/caf%C3%A9');
    expect(canonicalPath('/caf%c3%a9')).toBe('/caf%C3%A9');
    expect(canonicalPath('/a b')).toBe('/a%20b');
    expect(canonicalPath('/old/')).toBe('/old/');
  });

  it('is null for a path no request names that way', () => {
    for (const bad of ['blog', '//evil.example/x', '/blog/%E0%A4%A', '/blog/%', '/blog/a%00b', '/a%2Fb', '/a\u0000b', '/a%0Ab']) {
      expect(canonicalPath(bad)).toBeNull();
    }
  });
});

describe('screenBlogPath (middleware)', () => {
  it('lets real and unknown blog paths through', () => {
    for (const ok of ['/blog', '/blog/page/2', '/blog/some-post', '/blog/Old_Post.html', '/blog/caf%C3%A9', `/blog/${'a'.repeat(MAX_PATH_LENGTH - 6)}`]) {
      expect(screenBlogPath(ok)).toBeNull();
    }
  });

  it('answers an over-long path or an escaped / 404 and a malformed one 400, as plain text', async () => {
    for (const nothing of [`/blog/${'a'.repeat(3000)}`, '/blog/a%2Fb', '/blog/..%2F..%2Fetc%2Fpasswd']) {
      const answer = screenBlogPath(nothing)!;
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('Not found.');
    }
    for (const bad of ['/blog/page/%00', '/blog/%E0%A4%A', '/blog/a%0Ab', `/blog/${'a'.repeat(3000)}%00`]) {
      const answer = screenBlogPath(bad)!;
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      expect(await answer.text()).toBe('Malformed address.');
    }
  });
});
