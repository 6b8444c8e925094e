import 'server-only';

// The leads' jobs face: the server's own work, with no visitor and no session. The one drain of
// every outbox (lib/outbox/jobs.ts) runs the lead notifications' queue through it.
export { drainOutbox as drainLeadNotifications, releaseOrphanedNotifications } from './outbox';
