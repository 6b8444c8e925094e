import 'server-only';
import http from 'node:http';
import { isNextBuild } from '@/lib/build-phase';
import { AI_CRAWLER_PATTERN, crawlerOf, isCounted } from './client';
import { crawlerLogMode } from './edge';
import { createRecorder, FLUSH_INTERVAL_MS, retentionStart, type Recorder } from './recorder';
import { aiCrawlerRepository } from './repository';

const state = globalThis as typeof globalThis & { __aiCrawlerLog?: Recorder };
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Counts each request whose user agent names an AI crawler, with the status code the server sent
 * it, once the response has finished. The status exists only there: middleware runs before the
 * page and never sees it, and a cached page runs no code of ours. So the count hooks the Node
 * server's request event, as the connection guard does (lib/http/connection.ts), and a person's
 * request costs one regular-expression test of its user agent (npm run bench:ai-crawlers).
 * Long-running servers only: on serverless hosts middleware hands each hit to a route instead
 * (./visit.ts), so no request is counted twice. AI_CRAWLER_LOG=0 turns it off.
 */
export function startAiCrawlerLog(): boolean {
  if (state.__aiCrawlerLog || isNextBuild() || crawlerLogMode(process.env) !== 'server') return false;
  const repository = aiCrawlerRepository();
  const recorder = createRecorder(repository);
  state.__aiCrawlerLog = recorder;

  observeCrawlerRequests(recorder);

  let prunedAt = 0;
  const tick = async () => {
    await recorder.flush();
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    try {
      const removed = await repository.removeBefore(retentionStart(new Date()));
      if (removed > 0) console.info(`AI crawler log: ${removed} rows older than 13 months removed`);
    } catch (error) {
      // Tried again in an hour; the flush above reports an unreachable database already.
      console.error('AI crawler log: could not remove old rows', error);
    }
  };
  setInterval(tick, FLUSH_INTERVAL_MS).unref();
  return true;
}

/**
 * Hooks every HTTP server of this process: a request whose user agent names an AI crawler is
 * recorded with its status code once its response has finished. Returns the undo (for tests).
 */
export function observeCrawlerRequests(recorder: Pick<Recorder, 'record'>): () => void {
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const agent = request.headers['user-agent'];
      // A person's request stops here: one test of its user agent.
      if (agent && AI_CRAWLER_PATTERN.test(agent)) observe(request, response, agent, recorder);
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
  return () => {
    http.Server.prototype.emit = emit;
  };
}

function observe(request: http.IncomingMessage, response: http.ServerResponse, agent: string, recorder: Pick<Recorder, 'record'>) {
  const crawler = crawlerOf(agent);
  let path: string;
  try {
    path = new URL(request.url ?? '/', 'http://site.invalid').pathname;
  } catch {
    return;
  }
  if (!crawler || !isCounted(request.method, path)) return;
  response.once('finish', () => recorder.record(crawler.token, path, response.statusCode, new Date()));
}
