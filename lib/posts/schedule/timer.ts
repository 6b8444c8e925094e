import 'server-only';
import { isNextBuild } from '@/lib/build-phase';
import { isServerless } from '@/lib/db';
import { localCheckToken } from './cron';

/** How often a long-running server looks for scheduled posts whose time has come. */
export const PUBLISH_CHECK_SECONDS = 30;

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
      // PORT is set by `next start` once it listens; the timer's first tick comes later.
      const response = await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/api/cron/publish`, {
        headers: { authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) console.error(`Publish check: /api/cron/publish answered ${response.status}`);
      else {
        const { published } = (await response.json()) as { published: string[] };
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
