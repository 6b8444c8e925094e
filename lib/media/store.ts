import 'server-only';
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { dataDirectory } from '@/lib/db';
import { createStorageClient, storageConfig } from './bucket';
import type { ProcessedImage } from './image';

/** The Storage bucket the post_images migration creates on Supabase. */
export const IMAGE_BUCKET = 'blog-images';
/** An uploaded file's name: its content hash. Nothing else is ever served from the folder. */
export const MEDIA_NAME = /^[0-9a-f]{64}\.webp$/;

export type StoredImage = { url: string; width: number; height: number };

const uploadsDirectory = () => path.join(dataDirectory(), 'uploads');

/** Without Storage: DATA_DIR/uploads, private like the database files (0700 / 0600). */
function storeLocal(image: ProcessedImage): string {
  const dir = uploadsDirectory();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const name = `${image.hash}.webp`;
  // Same name, same bytes: a second upload of one image just rewrites it.
  writeFileSync(path.join(dir, name), image.data, { mode: 0o600 });
  return `/media/${name}`;
}

/** Supabase: the public bucket, written with the service role; the public URL is the image's. */
export async function storeInBucket(service: SupabaseClient, image: ProcessedImage): Promise<string> {
  const name = `${image.hash}.webp`;
  const bucket = service.storage.from(IMAGE_BUCKET);
  const { error } = await bucket.upload(name, image.data, { contentType: 'image/webp', cacheControl: '31536000', upsert: true });
  if (error) throw new Error(`Supabase Storage: ${error.message}`);
  return bucket.getPublicUrl(name).data.publicUrl;
}

let service: SupabaseClient | undefined;

/** Keeps a processed image where the current backend serves it from. Callers checked the admin session. */
export async function storeImage(image: ProcessedImage): Promise<StoredImage> {
  const config = storageConfig();
  const url = config ? await storeInBucket((service ??= createStorageClient(config)), image) : storeLocal(image);
  return { url, width: image.width, height: image.height };
}

/** A stored upload's bytes (the local folder, when Storage is off); null for any name that is not one. */
export function readLocalImage(name: string): Buffer | null {
  if (!MEDIA_NAME.test(name) || storageConfig()) return null;
  try {
    return readFileSync(path.join(uploadsDirectory(), name));
  } catch {
    return null;
  }
}

export type LocalImage = { name: string; bytes: number; modifiedMs: number };

/** The uploads in DATA_DIR/uploads (none when Storage holds them): the quota and clean-up read these. */
export function listLocalImages(): LocalImage[] {
  if (storageConfig()) return [];
  let names: string[];
  try {
    names = readdirSync(uploadsDirectory());
  } catch {
    return [];
  }
  return names.filter((name) => MEDIA_NAME.test(name)).flatMap((name) => {
    try {
      const stat = statSync(path.join(uploadsDirectory(), name));
      return [{ name, bytes: stat.size, modifiedMs: stat.mtimeMs }];
    } catch {
      return [];
    }
  });
}

/**
 * Deletes an upload unless it was written again since `notAfterMs` (a new upload of the same
 * image while the clean-up ran). True when it was deleted.
 */
export function deleteLocalImage(name: string, notAfterMs: number): boolean {
  if (!MEDIA_NAME.test(name) || storageConfig()) return false;
  const file = path.join(uploadsDirectory(), name);
  try {
    if (statSync(file).mtimeMs > notAfterMs) return false;
    unlinkSync(file);
    return true;
  } catch {
    return false;
  }
}
