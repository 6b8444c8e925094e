import { indexNowEnv } from '@/lib/env.server';
import { getRedirect } from '@/lib/posts/public';

/**
 * IndexNow's key file, served at /{key}.txt through a rewrite (next.config.ts): search engines
 * fetch it to check that a submission comes from the site's owner. Any other name, or any name
 * at all while IndexNow is off, gets what the catch-all would have given it: a manual redirect
 * (an old URL of the former site may well end in .txt) or a 404.
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const name = (await params).key;
  const settings = indexNowEnv();
  const key = settings && 'config' in settings ? settings.config.key : null;
  if (key && name === key) {
    return new Response(key, {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Robots-Tag': 'noindex' },
    });
  }
  let target: string | null = null;
  try {
    target = await getRedirect(`/${name}.txt`);
  } catch (error) {
    console.error(`Could not look up a redirect for "/${name}.txt"`, error);
  }
  if (target) return new Response(null, { status: 308, headers: { Location: target } });
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
