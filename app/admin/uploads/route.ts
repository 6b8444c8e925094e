import { adminRoute, requireAdmin } from '@/lib/auth/admin';
import { recordAuditEvent } from '@/lib/audit';
import { isCrossSite, readLimited } from '@/lib/http/action-request';
import { ImageRejectedError, MAX_UPLOAD_BYTES, processImage } from '@/lib/media/image';
import { storeImage } from '@/lib/media/store';
import { uploadCopy } from '@/content/uploads';

/**
 * The post editor's featured image upload: the file's raw bytes, not a form. A route of its
 * own keeps the 1 MB limit every server action has (next.config.ts, middleware) and lets this
 * one request alone carry 5 MB; a raw body is not multipart, so middleware's action screen
 * never buffers it. application/octet-stream is not a type a cross-site form or a no-cors
 * fetch can send, and the Origin check refuses the rest.
 */
const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export const POST = adminRoute(async (request: Request) => {
  await requireAdmin();
  if (isCrossSite(request.headers)) return json(403, { error: 'Cross-site request refused.' });
  if (!/^application\/octet-stream\b/i.test(request.headers.get('content-type') ?? '')) return json(415, { error: uploadCopy.wrongType });
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) return json(413, { error: uploadCopy.tooLarge });
  const bytes = await readLimited(request, MAX_UPLOAD_BYTES);
  if (!bytes) return json(413, { error: uploadCopy.tooLarge });
  try {
    const stored = await storeImage(await processImage(bytes));
    await recordAuditEvent('post-image-uploaded', { url: stored.url, width: stored.width, height: stored.height, bytes: bytes.byteLength });
    return json(201, stored);
  } catch (error) {
    if (error instanceof ImageRejectedError) return json(422, { error: error.message });
    console.error('Uploading an image failed', error);
    return json(500, { error: uploadCopy.failed });
  }
});
