import 'server-only';

// The newsletter's jobs face: the server's own work, with no visitor and no session. The one
// drain of every outbox (lib/outbox/jobs.ts) runs its deliveries and the list's upkeep through it.
export { drainNewsletter, releaseOrphanedDeliveries, removeStaleSubscribers } from './outbox';
