import 'server-only';

// The leads' jobs face: the server's own work, with no visitor and no session. The outbox cron
// route (app/api/cron/outbox) checks CRON_SECRET itself; instrumentation.ts starts the local drain.
export { outboxCronResponse } from './cron';
export { startOutboxDrain } from './outbox-drain';
