import 'server-only';
import { uploadCopy } from '@/content/uploads';
import { readLimited } from '@/lib/http/edge';
import { describeWait, rateLimiter } from '@/lib/rate-limit';
import { fillTemplate } from '@/lib/template';
import { ImageRejectedError, MAX_UPLOAD_BYTES, processImage } from './image';
import { UPLOAD_WINDOW_SECONDS, uploadLimits } from './quota';
import { storeImage, type StoredImage, UploadNotStoredError, UploadsFullError } from './store';

/** What became of an upload: kept, or refused with the message staff see under the field. */
export type UploadOutcome =
  | { kind: 'stored'; image: StoredImage; receivedBytes: number }
  | { kind: 'wrong-type' | 'too-large' | 'rejected' | 'full'; message: string }
  | { kind: 'too-many'; message: string; retryAfterSeconds: number }
  | { kind: 'not-stored'; message: string; status: number; cause: unknown };

/**
 * The upload policy, from the raw request to the stored image. The body is the file's bytes
 * (application/octet-stream, which a cross-site form or a no-cors fetch cannot send), at most
 * MAX_UPLOAD_BYTES; what it holds must be an image `processImage` accepts. Each person (not each
 * session) takes one of their allowance before the body is read, so parallel requests count
 * too. The total is checked once, as the image is written (`storeImage`). Callers checked the
 * session and the request's origin.
 */
export async function receiveUpload(request: Request, person: string, namesInUse: () => Promise<Set<string>>): Promise<UploadOutcome> {
  if (!/^application\/octet-stream\b/i.test(request.headers.get('content-type') ?? '')) return { kind: 'wrong-type', message: uploadCopy.wrongType };
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) return { kind: 'too-large', message: uploadCopy.tooLarge };

  const limits = uploadLimits();
  const slot = await rateLimiter().take('upload', person, limits.perWindow, UPLOAD_WINDOW_SECONDS);
  if (!slot.allowed) {
    const message = fillTemplate(uploadCopy.tooMany, { count: String(limits.perWindow), wait: describeWait(slot.retryAfterSeconds) });
    return { kind: 'too-many', message, retryAfterSeconds: slot.retryAfterSeconds };
  }

  const bytes = await readLimited(request, MAX_UPLOAD_BYTES);
  if (!bytes) return { kind: 'too-large', message: uploadCopy.tooLarge };
  try {
    const image = await storeImage(await processImage(bytes), { maxTotalBytes: limits.maxTotalBytes, namesInUse });
    return { kind: 'stored', image, receivedBytes: bytes.byteLength };
  } catch (error) {
    if (error instanceof ImageRejectedError) return { kind: 'rejected', message: error.message };
    if (error instanceof UploadsFullError) {
      return { kind: 'full', message: fillTemplate(uploadCopy.full, { limit: String(Math.round(limits.maxTotalBytes / 1024 / 1024)) }) };
    }
    if (error instanceof UploadNotStoredError) return { kind: 'not-stored', message: error.message, status: error.status, cause: error.cause ?? error };
    throw error;
  }
}
