import { imageExists, readImage } from '@/lib/media/public';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } });

/**
 * Uploaded images kept in the database (any server of it serves every one). Names are content
 * hashes, so a URL's bytes never change: cached for a year, and the hash is the ETag. Anything
 * that is not exactly such a name (a path, `..`, another extension) is a 404 before the
 * database is asked.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file;
  const etag = `"${name.slice(0, 64)}"`;
  const headers = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  // A revalidation: the client holds these bytes already; only whether they still exist is asked.
  const ifNoneMatch = request.headers.get('if-none-match');
  const revalidating = Boolean(ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
  let image: Uint8Array | null;
  try {
    if (revalidating) return (await imageExists(name)) ? new Response(null, { status: 304, headers }) : notFound();
    image = await readImage(name);
  } catch (error) {
    // The database is down: say so briefly, and let no cache keep the answer.
    console.error('Reading an uploaded image failed', error);
    return new Response('Temporarily unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30', 'X-Content-Type-Options': 'nosniff' },
    });
  }
  if (!image) return notFound();
  return new Response(new Uint8Array(image), {
    headers: { 'Content-Type': 'image/webp', 'Content-Length': String(image.byteLength), ...headers },
  });
}
