import 'server-only';
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { serverSiteUrl } from '@/lib/env.server';
import { createStorageClient, storageConfig } from './bucket';
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, oneAtATime, sniffImage } from './image';
import { mediaRepository, type MediaRepository } from './repository';
import { loadSharp } from './sharp';
import { IMAGE_BUCKET, MEDIA_NAME } from './store';

/**
 * Images as e-mails show them. Gmail and Outlook show no SVG and classic Outlook no WebP, so the
 * site's own images (uploads at /media/<hash>.webp, files in public/, uploads in the Storage
 * bucket) are copied as PNG (drawings, anything with transparency) or JPEG (photos) into
 * email_images and served at /email/images/<name>, at most EMAIL_IMAGE_PIXELS wide (twice the
 * e-mail's column, for sharp screens). Only the site's own images: the server never fetches a
 * URL a post names, so an image anywhere else stays on its host and the e-mail links to it.
 */

/** The e-mail's column, in CSS pixels: no image is shown wider. */
export const EMAIL_COLUMN_WIDTH = 600;
const EMAIL_IMAGE_PIXELS = EMAIL_COLUMN_WIDTH * 2;
/** Part of every copy's name: a change to the conversion gives new names, never new bytes under an old one. */
const CONVERSION = 'email-image-v1';
/** An e-mail copy's name: a hash and the format it was saved in. */
export const EMAIL_IMAGE_NAME = /^[0-9a-f]{64}\.(png|jpg)$/;

export type EmailImage = { url: string; width: number; height: number };

/** Where one of the site's own images is read from; anything else is not ours to read. */
export type OwnImage = { kind: 'upload'; name: string } | { kind: 'bucket'; name: string } | { kind: 'file'; file: string };

const PUBLIC_IMAGE = /\.(svg|png|jpe?g|webp|avif)$/i;

/**
 * Which of the site's own images `src` names, or null: another host (including the same host on
 * another port or scheme), a path that leaves public/, a name that is not an image's. Pure: it
 * reads nothing, so a crafted URL costs nothing.
 */
export function ownImage(src: string, { siteUrl, publicDir, bucketUrl }: { siteUrl: string; publicDir: string; bucketUrl?: string | null }): OwnImage | null {
  let url: URL;
  try {
    url = new URL(src, `${siteUrl}/`);
  } catch {
    return null;
  }
  if (bucketUrl) {
    const prefix = `${bucketUrl.replace(/\/+$/, '')}/storage/v1/object/public/${IMAGE_BUCKET}/`;
    if (url.href.startsWith(prefix) && !url.search) {
      const name = url.href.slice(prefix.length);
      return MEDIA_NAME.test(name) ? { kind: 'bucket', name } : null;
    }
  }
  if (url.origin !== new URL(siteUrl).origin) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (/[\0\\]/.test(pathname) || pathname.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  const upload = /^\/media\/([^/]+)$/.exec(pathname)?.[1];
  if (upload && MEDIA_NAME.test(upload)) return { kind: 'upload', name: upload };
  if (!PUBLIC_IMAGE.test(pathname)) return null;
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${pathname}`);
  return file.startsWith(`${root}${path.sep}`) ? { kind: 'file', file } : null;
}

async function readPublicFile(file: string, publicDir: string): Promise<Uint8Array | null> {
  try {
    // A link inside public/ that points elsewhere is not the site's file.
    const [real, root] = await Promise.all([realpath(file), realpath(publicDir)]);
    if (!real.startsWith(`${root}${path.sep}`)) return null;
    const info = await stat(real);
    if (!info.isFile() || info.size === 0 || info.size > MAX_UPLOAD_BYTES) return null;
    return await readFile(real);
  } catch {
    return null;
  }
}

async function readOwnImage(image: OwnImage, publicDir: string, repository: MediaRepository): Promise<Uint8Array | null> {
  if (image.kind === 'upload') return repository.read(image.name);
  if (image.kind === 'file') return readPublicFile(image.file, publicDir);
  const config = storageConfig();
  if (!config) return null;
  // Read through the Storage client by name, as uploads are written: never a URL from the post.
  const { data } = await (await createStorageClient(config)).storage.from(IMAGE_BUCKET).download(image.name);
  return data ? new Uint8Array(await data.arrayBuffer()) : null;
}

const isSvg = (bytes: Uint8Array) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString('utf8').replace(/^\uFEFF/, ''));

/** The PNG or JPEG copy of an image's bytes, at most EMAIL_IMAGE_PIXELS wide; null for bytes that are no image. */
export async function convertForEmail(bytes: Uint8Array): Promise<{ data: Buffer; format: 'png' | 'jpg'; width: number; height: number } | null> {
  const svg = isSvg(bytes);
  if (!svg && !sniffImage(bytes)) return null;
  const sharp = await loadSharp();
  return oneAtATime(async () => {
    try {
      let input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      const meta = await input.metadata();
      if (svg) {
        // Drawn at the size it is shown on a sharp screen, not scaled up from 72 dpi.
        const density = Math.min(72 * (EMAIL_IMAGE_PIXELS / Math.max(1, meta.width ?? EMAIL_IMAGE_PIXELS)), 2400);
        input = sharp(bytes, { density, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      }
      const resized = input.rotate().resize({ width: EMAIL_IMAGE_PIXELS, withoutEnlargement: true });
      const format = svg || meta.hasAlpha ? 'png' : 'jpg';
      const { data, info } = await (format === 'png' ? resized.png({ compressionLevel: 9 }) : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })).toBuffer({
        resolveWithObject: true,
      });
      return { data, format, width: info.width, height: info.height };
    } catch {
      return null;
    }
  });
}

/** How wide an e-mail shows a copy: its own width, or the column's when wider (the copy is 2x). */
function shownSize(width: number, height: number): { width: number; height: number } {
  const shown = Math.min(EMAIL_COLUMN_WIDTH, width);
  return { width: shown, height: Math.round((height * shown) / width) };
}

/**
 * The e-mail copy of one of the site's own images, made and kept once (the name is a hash of the
 * source's bytes), or null when `src` is not the site's, cannot be read or is no image.
 */
export async function emailImage(
  src: string,
  { siteUrl = serverSiteUrl(), publicDir = path.join(process.cwd(), 'public'), repository = mediaRepository() }: { siteUrl?: string; publicDir?: string; repository?: MediaRepository } = {},
): Promise<EmailImage | null> {
  const own = ownImage(src, { siteUrl, publicDir, bucketUrl: storageConfig()?.url });
  if (!own) return null;
  const bytes = await readOwnImage(own, publicDir, repository);
  if (!bytes) return null;
  const hash = createHash('sha256').update(CONVERSION).update('\0').update(bytes).digest('hex');
  for (const format of ['png', 'jpg'] as const) {
    const size = await repository.emailImageSize(`${hash}.${format}`);
    if (size) return { url: new URL(`/email/images/${hash}.${format}`, `${siteUrl}/`).toString(), ...shownSize(size.width, size.height) };
  }
  const copy = await convertForEmail(bytes);
  if (!copy) return null;
  const name = `${hash}.${copy.format}`;
  await repository.saveEmailImage({ name, data: copy.data, width: copy.width, height: copy.height });
  return { url: new URL(`/email/images/${name}`, `${siteUrl}/`).toString(), ...shownSize(copy.width, copy.height) };
}

/** An e-mail copy's bytes for the route that serves them; null for any name that is not one. */
export async function readEmailImage(name: string, repository = mediaRepository()): Promise<Uint8Array | null> {
  return EMAIL_IMAGE_NAME.test(name) ? repository.readEmailImage(name) : null;
}
