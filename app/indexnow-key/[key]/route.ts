import { indexNowEnv } from '@/lib/env.server';

/**
 * IndexNow's key file, served at /{key}.txt through a rewrite (next.config.ts): search engines
 * fetch it to check that a submission comes from the site's owner. Any other name, or any name
 * at all while IndexNow is off, is a 404.
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const settings = indexNowEnv();
  const key = settings && 'config' in settings ? settings.config.key : null;
  if (!key || (await params).key !== key) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(key, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Robots-Tag': 'noindex' },
  });
}
