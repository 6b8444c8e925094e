/**
 * @jest-environment node
 *
 * A post's bundled artwork travels in its page as a data: URL: the same picture as the file,
 * only for files in public/blog/ and small enough to be worth it; anything else is fetched.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inlineArtwork, MAX_INLINE_BYTES, svgDataUrl } from '@/lib/media/inline-artwork';

const bundled = path.join(process.cwd(), 'public');
const decode = (url: string) => decodeURIComponent(url.slice('data:image/svg+xml,'.length));
const pixels = (svg: string) => sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });

describe('inlineArtwork', () => {
  const artwork = readdirSync(path.join(bundled, 'blog')).filter((name) => name.endsWith('.svg'));

  test.each(artwork)('/blog/%s is the same picture as the file', async (name) => {
    const file = readFileSync(path.join(bundled, 'blog', name), 'utf8');
    const url = inlineArtwork(`/blog/${name}`);
    expect(url).toMatch(/^data:image\/svg\+xml,<svg|^data:image\/svg\+xml,%3Csvg/);
    // A valid URL (the HTML checker's rule for src): nothing the URL standard calls an error.
    expect(url).toMatch(/^[!$-;=?-Z_a-z~]+$/);
    const [inlined, original] = await Promise.all([pixels(decode(url!)), pixels(file)]);
    expect(inlined.info).toMatchObject({ width: original.info.width, height: original.info.height });
    expect(inlined.data.equals(original.data)).toBe(true);
  });

  test('collapses whitespace and stays within the size limit', () => {
    const url = inlineArtwork('/blog/default.svg')!;
    expect(decode(url)).not.toMatch(/\s{2}|\n/);
    expect(Buffer.byteLength(url)).toBeLessThanOrEqual(MAX_INLINE_BYTES * 1.5);
  });

  test('only bundled artwork: uploads, other hosts, other folders and other names are fetched', () => {
    for (const src of ['/media/abc.webp', 'https://cdn.example.com/blog/default.svg', '/ai-seo/hero.svg', '/blog/default.png', '/blog/../blog/default.svg', '/blog/%2e%2e/secret.svg', '//evil.example/blog/a.svg', '/blog/default.svg?x=1']) {
      expect(inlineArtwork(src)).toBeNull();
    }
  });

  test('a missing file or one past the size limit is fetched, not inlined', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'inline-artwork-'));
    mkdirSync(path.join(root, 'blog'));
    writeFileSync(path.join(root, 'blog', 'huge.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(MAX_INLINE_BYTES)}</svg>`);
    writeFileSync(path.join(root, 'blog', 'small.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    expect(inlineArtwork('/blog/huge.svg', root)).toBeNull();
    expect(inlineArtwork('/blog/gone.svg', root)).toBeNull();
    expect(inlineArtwork('/blog/small.svg', root)).toBe(svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'));
  });
});

describe('svgDataUrl', () => {
  test('escapes what a valid URL cannot hold, and any character outside ASCII', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text fill="#fbbf24">100% — {a|b} [c] `d` ^e\\ ⛈️ 𝔸</text></svg>';
    const url = svgDataUrl(svg);
    expect(url).not.toMatch(/%(?![0-9A-F]{2})/);
    expect(url).toMatch(/^[!$-;=?-Z_a-z~]+$/);
    expect(decode(url)).toBe(svg);
  });
});
