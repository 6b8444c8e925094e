import { after } from 'next/server';
import { adminRoute, personKey, requirePermission } from '@/lib/auth/admin';
import { recordAuditEvent } from '@/lib/audit';
import { isCrossSite } from '@/lib/http/edge';
import { cleanUnusedUploads, receiveUpload } from '@/lib/media/admin';
import { imageNamesInUse } from '@/lib/posts/admin';
import { uploadCopy } from '@/content/uploads';

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

const REFUSED_STATUS = { 'wrong-type': 415, 'too-large': 413, rejected: 422, full: 507 } as const;

/**
 * The post editor's featured image upload: the file's raw bytes, not a form. A route of its
 * own keeps the 1 MB limit every server action has (next.config.ts, middleware) and lets this
 * one request alone carry 5 MB; a raw body is not multipart, so middleware's action screen
 * never buffers it. The Origin check refuses what a cross-site page could send; what may be
 * uploaded, how often and how much in all is lib/media's upload policy (`receiveUpload`).
 */
export const POST = adminRoute(async (request: Request) => {
  const session = await requirePermission('posts:write');
  if (isCrossSite(request.headers)) return json(403, { error: 'Cross-site request refused.' });
  try {
    const outcome = await receiveUpload(request, personKey(session.actor), imageNamesInUse);
    switch (outcome.kind) {
      case 'stored': {
        const { url, width, height } = outcome.image;
        await recordAuditEvent('post-image-uploaded', { url, width, height, bytes: outcome.receivedBytes });
        cleanUpNowAndThen();
        return json(201, outcome.image);
      }
      case 'too-many':
        return json(429, { error: outcome.message }, { 'Retry-After': String(outcome.retryAfterSeconds) });
      case 'not-stored':
        console.error('Image storage did not take an upload', outcome.cause);
        return json(outcome.status, { error: outcome.message });
      default:
        return json(REFUSED_STATUS[outcome.kind], { error: outcome.message });
    }
  } catch (error) {
    console.error('Uploading an image failed', error);
    return json(500, { error: uploadCopy.failed });
  }
});
