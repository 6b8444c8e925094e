import 'server-only';
import { get } from 'node:http';
import { isNextBuild } from '@/lib/build-phase';
import { isServerless } from '@/lib/db';
import { localCheckToken } from './cron';

/** How often a long-running server looks for scheduled posts whose time has come. */
export const PUBLISH_CHECK_SECONDS = 30;

/**
 * A GET to this server over loopback, with node:http rather than fetch: fetch's first call
 * instantiates undici's WebAssembly HTTP parser, and a server that never fetches anything else
 * would hold about 13 MB more for this one call every 30 s (docs/performance.md, "Server memory").
 */
function getOwnRoute(path: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // PORT is set by `next start` once it listens; the timer's first tick comes later.
    const options = { host: '127.0.0.1', port: Number(process.env.PORT ?? 3000), path, headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(20_000) };
    get(options, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const state = globalThis as typeof globalThis & { __publishCheck?: NodeJS.Timeout };

/**
 * A long-running server's publish check, started once from instrumentation.ts beside the outbox
 * drain. It calls this server's own /api/cron/publish over loopback rather than revalidating
 * here: revalidateTag needs a request to take effect. Each post is claimed once in the database,
 * so several servers on one database announce it once. On a serverless host the platform's cron
 * calls the route instead (vercel.json).
 */
export function startPublishCheck(): boolean {
  if (isServerless() || state.__publishCheck || isNextBuild()) return false;
  const token = localCheckToken();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { status, body } = await getOwnRoute('/api/cron/publish', token);
      if (status < 200 || status > 299) console.error(`Publish check: /api/cron/publish answered ${status}`);
      else {
        const { published } = JSON.parse(body) as { published: string[] };
        if (published.length > 0) console.info(`Publish check: now public: ${published.join(', ')}`);
      }
    } catch (error) {
      console.error('Publish check failed', error);
    } finally {
      running = false;
    }
  };
  state.__publishCheck = setInterval(tick, PUBLISH_CHECK_SECONDS * 1000);
  state.__publishCheck.unref();
  return true;
}
