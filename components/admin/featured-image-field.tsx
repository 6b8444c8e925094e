'use client';

import Image from 'next/image';
import { useState, type DragEvent } from 'react';
import { icon } from '@/components/ui/icon';
import { uploadCopy } from '@/content/uploads';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

const ImagePlusIcon = icon([["path",{"d":"M16 5h6"}],["path",{"d":"M19 2v6"}],["path",{"d":"M21 11.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7.5"}],["path",{"d":"m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21"}],["circle",{"cx":"9","cy":"9","r":"2"}]]);

export type UploadedImage = { url: string; width: number; height: number };

// Mirrors lib/media/image.ts; the server checks the bytes again whatever the browser says.
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

const isUploaded = (body: unknown): body is UploadedImage =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as UploadedImage).url === 'string' &&
  Number.isInteger((body as UploadedImage).width) &&
  Number.isInteger((body as UploadedImage).height);

async function upload(file: File): Promise<UploadedImage | { error: string }> {
  if (file.size > MAX_BYTES) return { error: uploadCopy.tooLarge };
  let response: Response;
  try {
    response = await fetch('/admin/uploads', { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: file, redirect: 'manual' });
  } catch {
    return { error: uploadCopy.failed };
  }
  // A redirect is middleware sending a signed-out browser to sign in; a 404 an ended session.
  if (response.type === 'opaqueredirect' || response.status === 404) return { error: uploadCopy.signedOut };
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isUploaded(body)) return body;
  const message = (body as { error?: unknown } | null)?.error;
  // 507: the uploads' total limit; 502/503: image storage refused or did not answer. Their
  // messages say what to do; other 5xx say nothing useful.
  return { error: typeof message === 'string' && (response.status < 500 || [502, 503, 507].includes(response.status)) ? message : uploadCopy.failed };
}

/**
 * The editor's featured image: a file chosen or dropped is uploaded at once (its own admin
 * route, see app/admin/uploads/route.ts) and its URL goes into the Image URL field; the save
 * sends only that URL and the size. The file input has no name, so the save never carries a file.
 */
export function FeaturedImageField({ image, onUploaded }: { image: UploadedImage | null; onUploaded: (image: UploadedImage) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  // The file last chosen or dropped, named beside the button in place of the browser's own text.
  const [fileName, setFileName] = useState<string | null>(null);

  async function take(file: File | undefined) {
    if (!file || busy) return;
    setFileName(file.name);
    setBusy(true);
    setError(null);
    setStatus(uploadCopy.uploading);
    const result = await upload(file);
    setBusy(false);
    if ('error' in result) {
      setStatus(null);
      setError(result.error);
      setFileName(null);
      return;
    }
    setStatus(uploadCopy.uploaded);
    onUploaded(result);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  }

  return (
    <div>
      <label id="featured-image-label" htmlFor="featured-image" className="block text-sm font-semibold text-slate-900">
        {uploadCopy.label}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'mt-2 flex flex-col gap-4 rounded-xl border-2 border-dashed p-4 sm:flex-row sm:items-center',
          over ? 'border-accent-500 bg-amber-50' : error ? 'border-red-600' : 'border-slate-300',
        )}
      >
        {image ? (
          <Image
            src={image.url}
            alt={uploadCopy.previewAlt}
            width={image.width}
            height={image.height}
            unoptimized
            className="h-24 w-auto max-w-full rounded-lg bg-slate-100 object-contain"
          />
        ) : (
          <ImagePlusIcon className="h-10 w-10 text-slate-400" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1">
          {/* The browser's file button says 'No file chosen' even beside an uploaded image, so the
              input is hidden and a label of the site's button style opens it; the input keeps
              the focus, the field's name and its messages. */}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <input
              id="featured-image"
              type="file"
              accept={ACCEPT}
              disabled={busy}
              aria-labelledby="featured-image-label"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'featured-image-hint featured-image-error' : 'featured-image-file featured-image-hint'}
              onChange={(event) => {
                void take(event.target.files?.[0]);
                // The same file may be chosen again after a failure.
                event.target.value = '';
              }}
              className="peer sr-only"
            />
            <label
              htmlFor="featured-image"
              className={cn(
                buttonClasses({ variant: 'secondary' }),
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-slate-900 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
              )}
            >
              {image ? uploadCopy.replace : uploadCopy.choose}
            </label>
            <span id="featured-image-file" className="min-w-0 truncate text-sm text-slate-700" data-testid="featured-image-file">
              {busy ? fileName : image ? (fileName ?? image.url.split('/').pop()) : null}
            </span>
          </div>
          <p id="featured-image-hint" className="mt-2 text-sm text-slate-600">
            {uploadCopy.hint}
          </p>
        </div>
      </div>
      <div aria-live="polite">
        {error ? (
          <p id="featured-image-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : status ? (
          <p className="mt-1 text-sm text-slate-700">{status}</p>
        ) : null}
      </div>
    </div>
  );
}
