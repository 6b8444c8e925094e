import 'server-only';
import { runtimeEnv } from '@/lib/env.server';
import { mediaRepository, type MediaRepository } from './repository';

/**
 * What uploads may cost, so staff cannot fill the database by accident. Each person (not each
 * session: signing in again starts no new allowance) may upload UPLOAD_RATE_LIMIT images per
 * 10 minutes (default 20); all uploads together may take UPLOADS_MAX_TOTAL_MB (default 500); and
 * an upload nothing names is deleted once it is older than the grace period. The grace period
 * spares what no database row can name: an image uploaded into a draft that lives only in the
 * browser (the editor's autosave) until it is saved.
 */
export const UPLOAD_WINDOW_SECONDS = 10 * 60;
export const UPLOAD_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

const positive = (name: string, fallback: number) => {
  const value = Number(runtimeEnv(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export function uploadLimits() {
  return {
    perWindow: Math.floor(positive('UPLOAD_RATE_LIMIT', 20)),
    maxTotalBytes: Math.floor(positive('UPLOADS_MAX_TOTAL_MB', 500) * 1024 * 1024),
  };
}

export type CleanUp = { deleted: string[]; freedBytes: number };

/**
 * Deletes every upload older than the grace period that no post, revision or SEO field names.
 * `namesInUse` is asked after the old ones are listed, so an image saved into a post meanwhile
 * is named by then; the delete itself spares one uploaded again meanwhile (its uploaded_at
 * moved). Any server may run it: the rows are the one truth. Only the database store: Storage
 * objects are not listed or deleted (docs/operations.md, "Uploaded images").
 */
export async function cleanUnusedUploads(
  namesInUse: () => Promise<Set<string>>,
  { now = Date.now(), graceMs = UPLOAD_GRACE_MS, repository = mediaRepository() }: { now?: number; graceMs?: number; repository?: MediaRepository } = {},
): Promise<CleanUp> {
  const cutoff = new Date(now - graceMs);
  const candidates = await repository.listUploadedBefore(cutoff);
  if (candidates.length === 0) return { deleted: [], freedBytes: 0 };
  const used = await namesInUse();
  const unused = candidates.filter((image) => !used.has(image.name)).map((image) => image.name);
  const gone = await repository.deleteUploadedBefore(unused, cutoff);
  return { deleted: gone.map((image) => image.name).sort(), freedBytes: gone.reduce((sum, image) => sum + image.bytes, 0) };
}

/**
 * Keeps an upload in the database unless it would take all uploads past `maxTotalBytes`; then
 * deletes unused old uploads (when `namesInUse` can say which) and tries once more. The total is
 * every server's, and it is checked only inside the repository's locked write.
 */
export async function saveWithinTotal(
  name: string,
  data: Uint8Array,
  { maxTotalBytes, namesInUse, repository = mediaRepository() }: { maxTotalBytes: number | null; namesInUse?: () => Promise<Set<string>>; repository?: MediaRepository },
): Promise<boolean> {
  if (await repository.save(name, data, maxTotalBytes)) return true;
  if (!namesInUse) return false;
  await cleanUnusedUploads(namesInUse, { repository });
  return repository.save(name, data, maxTotalBytes);
}
