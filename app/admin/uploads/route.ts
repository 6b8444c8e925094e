import { after } from 'next/server';
import { adminRoute, personKey, requirePermission } from '@/lib/auth/admin';
import { recordAuditEvent } from '@/lib/audit';
import { isCrossSite, readLimited } from '@/lib/http/edge';
import {
  cleanUnusedUploads,
  ImageRejectedError,
  MAX_UPLOAD_BYTES,
  processImage,
  roomForUpload,
  storeImage,
  UPLOAD_WINDOW_SECONDS,
  UploadNotStoredError,
  UploadsFullError,
  uploadLimits,
} from '@/lib/media/admin';
import { imageNamesInUse } from '@/lib/posts/admin';
import { describeWait, rateLimiter } from '@/lib/rate-limit';
import { fillTemplate } from '@/lib/template';
import { uploadCopy } from '@/content/uploads';

/**
 * The post editor's featured image upload: the file's raw bytes, not a form. A route of its
 * own keeps the 1 MB limit every server action has (next.config.ts, middleware) and lets this
 * one request alone carry 5 MB; a raw body is not multipart, so middleware's action screen
 * never buffers it. application/octet-stream is not a type a cross-site form or a no-cors
 * fetch can send, and the Origin check refuses the rest. Each person may upload a limited
 * number of images, all uploads together a limited size (lib/media/quota.ts).
 */
const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const DAY_MS = 24 * 60 * 60 * 1000;
let lastCleanUp = 0;

/** Unused uploads past their grace period go at most once a day, after an upload's answer. */
function cleanUpNowAndThen() {
  if (Date.now() - lastCleanUp < DAY_MS) return;
  lastCleanUp = Date.now();
  after(async () => {
    try {
      const { deleted, freedBytes } = await cleanUnusedUploads(imageNamesInUse);
      if (deleted.length) console.info(`Deleted ${deleted.length} unused uploads (${Math.round(freedBytes / 1024)} KB)`);
    } catch (error) {
      console.error('Cleaning up unused uploads failed', error);
    }
  });
}

export const POST = adminRoute(async (request: Request) => {
  const session = await requirePermission('posts:write');
  if (isCrossSite(request.headers)) return json(403, { error: 'Cross-site request refused.' });
  if (!/^application\/octet-stream\b/i.test(request.headers.get('content-type') ?? '')) return json(415, { error: uploadCopy.wrongType });
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) return json(413, { error: uploadCopy.tooLarge });

  const limits = uploadLimits();
  // Counted before the body is read or decoded, so parallel requests are counted too; per person,
  // so signing in again does not start a fresh allowance.
  const slot = await rateLimiter().take('upload', personKey(session.actor), limits.perWindow, UPLOAD_WINDOW_SECONDS);
  if (!slot.allowed) {
    const message = fillTemplate(uploadCopy.tooMany, { count: String(limits.perWindow), wait: describeWait(slot.retryAfterSeconds) });
    return json(429, { error: message }, { 'Retry-After': String(slot.retryAfterSeconds) });
  }
  const full = () => json(507, { error: fillTemplate(uploadCopy.full, { limit: String(Math.round(limits.maxTotalBytes / 1024 / 1024)) }) });
  // The file as sent bounds what it becomes (re-encoded, at most 1600 px wide).
  if (!(await roomForUpload(Number.isFinite(declared) ? declared : MAX_UPLOAD_BYTES, imageNamesInUse, { maxTotalBytes: limits.maxTotalBytes }))) return full();

  const bytes = await readLimited(request, MAX_UPLOAD_BYTES);
  if (!bytes) return json(413, { error: uploadCopy.tooLarge });
  try {
    const image = await processImage(bytes);
    if (!(await roomForUpload(image.data.byteLength, imageNamesInUse, { maxTotalBytes: limits.maxTotalBytes }))) return full();
    // Checked again as it is written: another server may have stored meanwhile.
    const stored = await storeImage(image, { maxTotalBytes: limits.maxTotalBytes });
    await recordAuditEvent('post-image-uploaded', { url: stored.url, width: stored.width, height: stored.height, bytes: bytes.byteLength });
    cleanUpNowAndThen();
    return json(201, stored);
  } catch (error) {
    if (error instanceof ImageRejectedError) return json(422, { error: error.message });
    if (error instanceof UploadsFullError) return full();
    if (error instanceof UploadNotStoredError) {
      console.error('Image storage did not take an upload', error.cause ?? error);
      return json(error.status, { error: error.message });
    }
    console.error('Uploading an image failed', error);
    return json(500, { error: uploadCopy.failed });
  }
});
