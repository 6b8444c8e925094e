import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { uploadCopy } from '@/content/uploads';
import { createStorageClient, storageConfig, type StorageConfig } from './bucket';
import type { ProcessedImage } from './image';
import { saveWithinTotal } from './quota';
import { mediaRepository, type MediaRepository } from './repository';

/** The Storage bucket the post_images migration creates on Supabase. */
export const IMAGE_BUCKET = 'blog-images';
/** An uploaded file's name: its content hash. Nothing else is ever stored or served. */
export const MEDIA_NAME = /^[0-9a-f]{64}\.webp$/;

export type StoredImage = { url: string; width: number; height: number };

/** An upload that was not kept, with the message staff see under the field, and its HTTP status. */
export class UploadNotStoredError extends Error {
  readonly status: number;
  constructor(message: string, status: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UploadNotStoredError';
    this.status = status;
  }
}

/** All uploads together would pass UPLOADS_MAX_TOTAL_MB. */
export class UploadsFullError extends Error {
  constructor() {
    super('Uploads have reached their total limit.');
    this.name = 'UploadsFullError';
  }
}

// Statuses after which the same request may well succeed: Storage itself is in trouble.
const TRANSIENT = new Set([408, 425, 429]);

function bucketFailure(error: unknown): UploadNotStoredError {
  const status = (error as { status?: unknown } | null)?.status;
  // A 4xx is Storage answering "no" (a wrong key, no bucket): waiting will not change it.
  if (typeof status === 'number' && status >= 400 && status < 500 && !TRANSIENT.has(status)) {
    return new UploadNotStoredError(uploadCopy.storageRefused, 502, { cause: error });
  }
  // No answer (refused connection, DNS, the client's timeout) or a 5xx.
  return new UploadNotStoredError(uploadCopy.storageUnreachable, 503, { cause: error });
}

/** Supabase: the public bucket, written with the service role; the public URL is the image's. */
export async function storeInBucket(service: SupabaseClient, image: ProcessedImage): Promise<string> {
  const name = `${image.hash}.webp`;
  const bucket = service.storage.from(IMAGE_BUCKET);
  let result: Awaited<ReturnType<typeof bucket.upload>>;
  try {
    result = await bucket.upload(name, image.data, { contentType: 'image/webp', cacheControl: '31536000', upsert: true });
  } catch (error) {
    throw bucketFailure(error);
  }
  if (result.error) throw bucketFailure(result.error);
  return bucket.getPublicUrl(name).data.publicUrl;
}

let service: { config: StorageConfig; client: SupabaseClient } | undefined;

async function storageClient(config: StorageConfig): Promise<SupabaseClient> {
  if (service?.config.url !== config.url || service.config.serviceRoleKey !== config.serviceRoleKey) {
    try {
      service = { config, client: await createStorageClient(config) };
    } catch (error) {
      // A malformed NEXT_PUBLIC_SUPABASE_URL: no request can succeed until it is fixed.
      throw new UploadNotStoredError(uploadCopy.storageRefused, 502, { cause: error });
    }
  }
  return service.client;
}

/**
 * Keeps a processed image where this deployment serves it from: the Storage bucket when one is
 * configured, the database otherwise (any server of that database serves it at /media/<name>).
 * The database store holds at most `maxTotalBytes`, after deleting uploads `namesInUse` does not
 * name (`saveWithinTotal`); the bucket's own limits apply to Storage. Throws UploadsFullError
 * when the database store is full, UploadNotStoredError when Storage cannot take it; either way
 * nothing was kept. Callers checked the admin session.
 */
export async function storeImage(
  image: ProcessedImage,
  {
    maxTotalBytes,
    namesInUse,
    repository = mediaRepository(),
  }: { maxTotalBytes: number | null; namesInUse?: () => Promise<Set<string>>; repository?: MediaRepository },
): Promise<StoredImage> {
  const config = storageConfig();
  const name = `${image.hash}.webp`;
  let url: string;
  if (config) {
    url = await storeInBucket(await storageClient(config), image);
  } else {
    if (!(await saveWithinTotal(name, image.data, { maxTotalBytes, namesInUse, repository }))) throw new UploadsFullError();
    url = `/media/${name}`;
  }
  return { url, width: image.width, height: image.height };
}

/**
 * A stored upload's bytes, whichever store takes new ones now (images kept in the database
 * before Storage was turned on keep their /media URLs); null for any name that is not one.
 */
export async function readImage(name: string, repository = mediaRepository()): Promise<Uint8Array | null> {
  if (!MEDIA_NAME.test(name)) return null;
  return repository.read(name);
}

/** Whether /media/<name> exists, without reading it (answers a revalidation). */
export async function imageExists(name: string, repository = mediaRepository()): Promise<boolean> {
  return MEDIA_NAME.test(name) && repository.exists(name);
}
