import { readLocalImage } from '@/lib/media/public';

/**
 * Featured images uploaded with the embedded database (DATA_DIR/uploads). Names are content
 * hashes, so a URL's bytes never change: cached for a year. Anything that is not exactly such
 * a name (a path, `..`, another extension) is a 404 before the disk is touched.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const image = readLocalImage((await params).file);
  if (!image) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } });
  return new Response(new Uint8Array(image), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(image.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
