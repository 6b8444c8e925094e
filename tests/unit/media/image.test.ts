/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { ImageRejectedError, imagesInQueue, MAX_IMAGE_WIDTH, MAX_UPLOAD_BYTES, processImage, sniffImage } from '@/lib/media/image';
import { uploadCopy } from '@/content/uploads';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

async function refusal(bytes: Uint8Array): Promise<string> {
  const error = await processImage(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as Error).message;
}

describe('processImage', () => {
  it('decodes one image at a time; the others wait their turn, and a refused one does not stop the queue', async () => {
    const big = await solid(4000, 4000).jpeg().toBuffer();
    let most = 0;
    const sample = setInterval(() => (most = Math.max(most, sharp.counters().process)), 1);
    try {
      const results = await Promise.allSettled([processImage(big), processImage(new Uint8Array([1, 2, 3])), processImage(big), processImage(big), processImage(big)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    } finally {
      clearInterval(sample);
    }
    expect(most).toBe(1);
    expect(imagesInQueue()).toBe(0);
  }, 60_000);

  it('re-encodes a PNG as WebP at its own size, named by the hash of the new bytes', async () => {
    const png = await solid(320, 180).png().toBuffer();
    const image = await processImage(png);
    expect(sniffImage(image.data)).toBe('webp');
    expect(image).toMatchObject({ width: 320, height: 180 });
    const meta = await sharp(image.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 180 });
    expect(image.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await processImage(png)).hash).toBe(image.hash);
  });

  it('scales a wide JPEG down to 1600 px, keeps its proportions and drops its EXIF', async () => {
    const jpeg = await solid(3200, 1800)
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Home address 12 Elm St' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const image = await processImage(jpeg);
    expect(image).toMatchObject({ width: MAX_IMAGE_WIDTH, height: 900 });
    const meta = await sharp(image.data).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.exif).toBeUndefined();
    expect(image.data.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('never enlarges a small image', async () => {
    const image = await processImage(await solid(40, 30).webp().toBuffer());
    expect(image).toMatchObject({ width: 40, height: 30 });
  });

  it('accepts AVIF', async () => {
    const image = await processImage(await solid(64, 48).avif().toBuffer());
    expect(image).toMatchObject({ width: 64, height: 48 });
  });

  it('judges by content: a PNG renamed .jpg is still taken, as the PNG it is', async () => {
    // The file name never reaches the server; only the bytes do.
    const png = await solid(10, 10).png().toBuffer();
    expect(sniffImage(png)).toBe('png');
    expect(await processImage(png)).toMatchObject({ width: 10, height: 10 });
  });

  it('refuses a text file renamed .png', async () => {
    expect(await refusal(Buffer.from('just some notes, renamed notes.png\n'))).toBe(uploadCopy.wrongType);
  });

  it('refuses an SVG, GIF or HTML page', async () => {
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe(uploadCopy.wrongType);
    expect(await refusal(await solid(8, 8).gif().toBuffer())).toBe(uploadCopy.wrongType);
    expect(await refusal(Buffer.from('<!doctype html><title>x</title>'))).toBe(uploadCopy.wrongType);
  });

  it('refuses a file over 5 MB before decoding it', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await refusal(big)).toBe(uploadCopy.tooLarge);
  });

  it('refuses an empty file', async () => {
    expect(await refusal(new Uint8Array())).toBe(uploadCopy.empty);
  });

  it('refuses a corrupt image: the right signature, nothing behind it', async () => {
    const png = await solid(100, 100).png().toBuffer();
    expect(await refusal(png.subarray(0, 40))).toBe(uploadCopy.corrupt);
    expect(await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]))).toBe(uploadCopy.corrupt);
  });
});
