import { createHash } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import { uploadCopy } from '@/content/uploads';
import { loadSharp } from './sharp';

/** The largest file the editor accepts, before re-encoding. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Wider images are scaled down: the article column is 832 px, twice that covers retina. */
export const MAX_IMAGE_WIDTH = 1600;
const MAX_IMAGE_HEIGHT = 4000;
// A small file can still declare a huge canvas (a decompression bomb); sharp refuses past this.
export const MAX_INPUT_PIXELS = 50_000_000;
/** Photos at this quality show no visible loss at the article's width, at a fraction of the bytes. */
const WEBP_QUALITY = 82;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

/** A refused upload; the message is shown to the admin as is. */
export class ImageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * What the bytes say the file is, whatever its name or declared type: a text file renamed .png
 * is nothing, a PNG renamed .jpg is a PNG.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: a 'ftyp' box whose major brand is AVIF (still or sequence).
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  return null;
}

export type ProcessedImage = {
  data: Buffer;
  width: number;
  height: number;
  /** sha256 of the re-encoded bytes: the file's name, so a URL never changes meaning. */
  hash: string;
};

/**
 * One image is decoded at a time in this process; the others wait their turn. A large upload
 * holds hundreds of MB of pixels while it is resized (docs/security.md), and an upload is rare
 * enough that a second's wait costs the admin nothing.
 */
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** How many images are being processed or waiting (for tests and logs). */
export const imagesInQueue = () => waiting;

export function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  waiting += 1;
  const result = queue.then(job).finally(() => {
    waiting -= 1;
  });
  queue = result.catch(() => undefined);
  return result;
}

/**
 * Checks an upload by its content and re-encodes it as WebP, at most MAX_IMAGE_WIDTH wide.
 * Re-encoding drops EXIF (camera, GPS) and every other metadata, and anything a crafted file
 * carried beside its pixels. Runs one image at a time (see `oneAtATime`).
 */
export function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  return oneAtATime(() => decodeAndEncode(bytes));
}

async function decodeAndEncode(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) throw new ImageRejectedError(uploadCopy.empty);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ImageRejectedError(uploadCopy.tooLarge);
  const kind = sniffImage(bytes);
  if (!kind) throw new ImageRejectedError(uploadCopy.wrongType);
  let output: { data: Buffer; info: OutputInfo };
  const sharp = await loadSharp();
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await input.metadata();
    // AVIF decodes through libheif, which sharp reports as 'heif'; HEIC photos are not accepted.
    const format = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heic') : metadata.format;
    if (format !== kind) throw new ImageRejectedError(uploadCopy.wrongType);
    output = await input
      .rotate() // applies the EXIF orientation before the metadata goes
      .resize({ width: MAX_IMAGE_WIDTH, height: MAX_IMAGE_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError(uploadCopy.corrupt);
  }
  return {
    data: output.data,
    width: output.info.width,
    height: output.info.height,
    hash: createHash('sha256').update(output.data).digest('hex'),
  };
}
