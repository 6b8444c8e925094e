import 'server-only';
import { cronRefusal, cronSecret } from '@/lib/http';
import { decidedStatus } from './answer';
import { crawlerByToken, isCounted } from './client';
import { visitOf } from './recorder';
import { aiCrawlerRepository } from './repository';
import type { AiCrawlerRepository } from './types';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The body middleware sends, each field a string within its bound; null for anything else.
 * Checked by hand: this module loads at every server's start (instrumentation.ts, through ./jobs.ts),
 * and zod would load with it (docs/performance.md, "Server memory").
 */
function visitIn(body: unknown): { crawler: string; method: string; path: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { crawler, method, path } = body as Record<string, unknown>;
  const within = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
  return within(crawler, 64) && within(method, 16) && within(path, 2048) && path.startsWith('/') ? { crawler, method, path } : null;
}

/**
 * POST /api/ai-crawlers/visit: a crawler's request, handed over by middleware on a serverless host
 * (lib/ai-crawlers/edge.ts) with CRON_SECRET, the secret the platform's cron already sends. The
 * answer is decided against the site's pages and redirects (./answer.ts) and saved at once, one
 * upsert per hit: a serverless instance may freeze before any batch would flush. 204 when
 * counted or not countable; 503, logged in one line, when the database cannot be reached, which
 * nobody waits for (middleware does not hold the crawler's response for it).
 */
export async function crawlerVisitResponse(request: Request, repository: AiCrawlerRepository = aiCrawlerRepository()): Promise<Response> {
  const refusal = cronRefusal(request, [cronSecret()]);
  if (refusal) return refusal;
  const visit = visitIn(await request.json().catch(() => null));
  if (!visit) return new Response('Bad request', { status: 400, headers: NO_STORE });
  const { crawler, method, path } = visit;
  if (!crawlerByToken(crawler) || !isCounted(method, path)) return new Response(null, { status: 204, headers: NO_STORE });
  try {
    await repository.add([visitOf(crawler, path, await decidedStatus(path), new Date())]);
  } catch (error) {
    console.error(`AI crawler log: could not save a visit (${error instanceof Error ? error.message : String(error)})`);
    return new Response('Unavailable', { status: 503, headers: NO_STORE });
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}
