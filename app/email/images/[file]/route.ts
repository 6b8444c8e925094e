import { readEmailImage } from '@/lib/media/public';

/**
 * The PNG and JPEG copies of the site's images that e-mails show (lib/media/email-images.ts).
 * A name is a hash of what it shows, so the bytes never change: cached for a year. Anything
 * that is not exactly such a name is a 404 before the database is asked.
 */
const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } });

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file;
  let image: Uint8Array | null;
  try {
    image = await readEmailImage(name);
  } catch (error) {
    console.error('Reading an e-mail image failed', error);
    return new Response('Temporarily unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30', 'X-Content-Type-Options': 'nosniff' },
    });
  }
  if (!image) return notFound();
  return new Response(new Uint8Array(image), {
    headers: {
      'Content-Type': name.endsWith('.png') ? 'image/png' : 'image/jpeg',
      'Content-Length': String(image.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${name.slice(0, 64)}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
