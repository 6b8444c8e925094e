import 'server-only';

// The crawler log's jobs face: instrumentation.ts starts it on each long-running server; on
// serverless hosts middleware hands each hit to the visit route (app/api/ai-crawlers/visit).
export { startAiCrawlerLog } from './log';
export { crawlerVisitResponse } from './visit';
