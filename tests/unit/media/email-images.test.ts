/**
 * @jest-environment node
 *
 * The e-mails' copies of images: only the site's own images are read (uploads by name, files in
 * public/), never a URL on another host or a path out of public/; SVG and WebP become PNG or
 * JPEG with their size, kept once under a name that never changes meaning.
 */
import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { convertForEmail, emailImage, ownImage } from '@/lib/media/email-images';
import type { MediaRepository } from '@/lib/media/repository';

const SITE = 'https://www.brightline.example';
const root = mkdtempSync(path.join(tmpdir(), 'email-images-'));
const publicDir = path.join(root, 'public');
const upload = `${'c'.repeat(64)}.webp`;
const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"><rect width="300" height="150" fill="#0f172a"/><text x="20" y="90" font-family="system-ui, sans-serif" font-size="40" fill="#fbbf24">Storm</text></svg>`;

let webp: Buffer;
beforeAll(async () => {
  mkdirSync(path.join(publicDir, 'blog'), { recursive: true });
  writeFileSync(path.join(publicDir, 'blog', 'chart.svg'), drawing);
  writeFileSync(path.join(root, 'secret.svg'), drawing);
  symlinkSync(path.join(root, 'secret.svg'), path.join(publicDir, 'blog', 'link.svg'));
  webp = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } }).webp().toBuffer();
});

function memoryRepository(files: Record<string, Uint8Array>) {
  const saved = new Map<string, { data: Uint8Array; width: number; height: number }>();
  const reads: string[] = [];
  const repository = {
    async read(name: string) {
      reads.push(name);
      return files[name] ?? null;
    },
    async saveEmailImage({ name, data, width, height }: { name: string; data: Uint8Array; width: number; height: number }) {
      if (!saved.has(name)) saved.set(name, { data, width, height });
    },
    async emailImageSize(name: string) {
      const image = saved.get(name);
      return image ? { width: image.width, height: image.height } : null;
    },
    async readEmailImage(name: string) {
      return saved.get(name)?.data ?? null;
    },
  } as unknown as MediaRepository;
  return { repository, saved, reads };
}

describe('which images are the site\'s own', () => {
  const own = (src: string) => ownImage(src, { siteUrl: SITE, publicDir });

  it('an upload by its name, and an image file in public/, relative or absolute on the site', () => {
    expect(own(`/media/${upload}`)).toEqual({ kind: 'upload', name: upload });
    expect(own(`${SITE}/media/${upload}`)).toEqual({ kind: 'upload', name: upload });
    expect(own('/blog/chart.svg')).toEqual({ kind: 'file', file: path.join(publicDir, 'blog', 'chart.svg') });
    expect(own('/blog/chart.svg?v=2')).toEqual({ kind: 'file', file: path.join(publicDir, 'blog', 'chart.svg') });
  });

  it('with Storage on, an upload in its bucket by name, and nothing else on that host', () => {
    const bucketUrl = 'https://project.supabase.example';
    const bucket = `${bucketUrl}/storage/v1/object/public/blog-images`;
    expect(ownImage(`${bucket}/${upload}`, { siteUrl: SITE, publicDir, bucketUrl })).toEqual({ kind: 'bucket', name: upload });
    for (const src of [`${bucket}/x.webp`, `${bucket}/${upload}?download=1`, `${bucketUrl}/storage/v1/object/public/other/${upload}`, `${bucketUrl}/rest/v1/posts`]) {
      expect(ownImage(src, { siteUrl: SITE, publicDir, bucketUrl })).toBeNull();
    }
  });

  it('a climb, plain or encoded, stops at public/ itself', () => {
    for (const src of ['/blog/../../secret.svg', '/blog/%2e%2e/%2e%2e/secret.svg', `${SITE}/../secret.svg`]) {
      expect(own(src)).toEqual({ kind: 'file', file: path.join(publicDir, 'secret.svg') });
    }
  });

  it.each([
    ['another host', 'https://cdn.example/blog/chart.svg'],
    ['the site\'s host on another port', 'https://www.brightline.example:8443/blog/chart.svg'],
    ['the site\'s host over http', 'http://www.brightline.example/blog/chart.svg'],
    ['a loopback address', 'http://127.0.0.1:9/blog/chart.svg'],
    ['a cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a protocol-relative URL', '//cdn.example/x.png'],
    ['a data: URL', 'data:image/svg+xml,<svg/>'],
    ['a file: URL', 'file:///etc/passwd'],
    ['an encoded backslash', '/blog/..%5C..%5Csecret.svg'],
    ['a NUL byte', '/blog/chart.svg%00.png'],
    ['a file that is no image', '/robots.txt'],
    ['a name that is no upload\'s', '/media/../../etc/passwd'],
    ['an admin route', '/admin/uploads'],
  ])('not %s', (_case, src) => {
    expect(own(src)).toBeNull();
  });
});

describe('an e-mail copy', () => {
  it('of an SVG is a PNG twice the column wide, shown at the column\'s width, with its text drawn', async () => {
    const { repository, saved } = memoryRepository({});
    const image = await emailImage('/blog/chart.svg', { siteUrl: SITE, publicDir, repository });
    expect(image).toEqual({ url: expect.stringMatching(new RegExp(`^${SITE}/email/images/[0-9a-f]{64}\\.png$`)), width: 600, height: 300 });
    const [copy] = [...saved.values()];
    const meta = await sharp(copy!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 600]);
    // The word is drawn in a real typeface: about 15,000 amber pixels with DejaVu Sans, under
    // 3,000 (empty boxes) when the server has no font.
    const { data, info } = await sharp(copy!.data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let amber = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 200 && data[i + 1]! > 150 && data[i + 2]! < 100) amber += 1;
    expect(amber).toBeGreaterThan(8000);
  });

  it('of a WebP upload is a JPEG read from the uploads by name, and is made once', async () => {
    const { repository, saved, reads } = memoryRepository({ [upload]: webp });
    const first = await emailImage(`/media/${upload}`, { siteUrl: SITE, publicDir, repository });
    const again = await emailImage(`/media/${upload}`, { siteUrl: SITE, publicDir, repository });
    expect(first).toEqual({ url: expect.stringMatching(/\/email\/images\/[0-9a-f]{64}\.jpg$/), width: 600, height: 338 });
    expect(again).toEqual(first);
    expect(saved.size).toBe(1);
    expect(reads).toEqual([upload, upload]);
    const meta = await sharp([...saved.values()][0]!.data).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 1200]);
  });

  it('is never made from another host, a symlink out of public/ or a crafted path, and nothing is fetched', async () => {
    const fetched = jest.spyOn(globalThis, 'fetch').mockImplementation(() => {
      throw new Error('fetch must not be called');
    });
    try {
      const { repository, saved, reads } = memoryRepository({ [upload]: webp });
      for (const src of ['https://cdn.example/x.webp', 'http://127.0.0.1:9/x.svg', '/blog/link.svg', '/blog/%2e%2e/%2e%2e/secret.svg', '/media/x.webp', '/blog/missing.svg']) {
        expect(await emailImage(src, { siteUrl: SITE, publicDir, repository })).toBeNull();
      }
      expect(fetched).not.toHaveBeenCalled();
      expect(reads).toEqual([]);
      expect(saved.size).toBe(0);
    } finally {
      fetched.mockRestore();
    }
  });

  it('is nothing for bytes that are no image', async () => {
    expect(await convertForEmail(Buffer.from('<html><body>hi</body></html>'))).toBeNull();
    expect(await convertForEmail(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><broken'))).toBeNull();
  });
});
