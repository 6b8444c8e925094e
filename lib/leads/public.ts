import 'server-only';

// The server's own entry points, which need no session: the outbox cron route checks
// CRON_SECRET itself, and instrumentation.ts starts the local drain. Both live here rather than
// in admin.ts, whose every read checks the admin session.
export { outboxCronResponse } from './cron';
export { startOutboxDrain } from './outbox-drain';
// The newsletter's link pages (/newsletter/confirm/…, /newsletter/unsubscribe/…): no session.
export { newsletterLinkState, unsubscribeResponse } from './newsletter-links';
