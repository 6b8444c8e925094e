import 'server-only';

// The crawler log's jobs face: instrumentation.ts starts it on each long-running server.
export { startAiCrawlerLog } from './log';
