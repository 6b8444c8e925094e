import 'server-only';
import { runtimeEnv } from '@/lib/env.server';
import { deleteLocalImage, listLocalImages } from './store';

/**
 * What uploads may cost (issue 35: 100 images added 106 MB in two minutes, and nothing was ever
 * deleted). Each session may upload UPLOAD_RATE_LIMIT images per 10 minutes (default 20); all
 * uploads together may take UPLOADS_MAX_TOTAL_MB (default 500); and an upload nothing names is
 * deleted once it is older than the grace period. The grace period spares what no database
 * row can name: an image uploaded into a draft that lives only in the browser (the editor's
 * autosave) until it is saved.
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
 * `namesInUse` is asked after the folder is listed, so a file saved into a post meanwhile is
 * named by then. Only the embedded store's folder: Storage keeps its own quota.
 */
export async function cleanUnusedUploads(namesInUse: () => Promise<Set<string>>, now = Date.now(), graceMs = UPLOAD_GRACE_MS): Promise<CleanUp> {
  const oldEnough = now - graceMs;
  const candidates = listLocalImages().filter((image) => image.modifiedMs <= oldEnough);
  if (candidates.length === 0) return { deleted: [], freedBytes: 0 };
  const used = await namesInUse();
  const deleted: string[] = [];
  let freedBytes = 0;
  for (const image of candidates) {
    if (used.has(image.name) || !deleteLocalImage(image.name, oldEnough)) continue;
    deleted.push(image.name);
    freedBytes += image.bytes;
  }
  return { deleted, freedBytes };
}

/** Bytes the uploads take now. */
export const uploadsTotalBytes = () => listLocalImages().reduce((sum, image) => sum + image.bytes, 0);

/**
 * Whether `incomingBytes` more still fit under the total, after deleting unused uploads if they
 * would not.
 */
export async function roomForUpload(incomingBytes: number, namesInUse: () => Promise<Set<string>>, maxTotalBytes = uploadLimits().maxTotalBytes): Promise<boolean> {
  if (uploadsTotalBytes() + incomingBytes <= maxTotalBytes) return true;
  await cleanUnusedUploads(namesInUse);
  return uploadsTotalBytes() + incomingBytes <= maxTotalBytes;
}
