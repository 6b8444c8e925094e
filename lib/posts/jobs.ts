import 'server-only';

// The blog's jobs face: the server's own work, with no visitor and no session. The publish cron
// route (app/api/cron/publish) checks CRON_SECRET itself; instrumentation.ts starts the local
// publish check.
export { publishCronResponse } from './schedule/cron';
export { startPublishCheck } from './schedule/timer';
