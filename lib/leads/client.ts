// Browser-safe pure code (no database, no server-only): the contact forms' limits and honeypot,
// and the types, statuses, channels and display helpers the admin's lead views use.
export * from './types';
export { LEAD_LIMITS } from './limits';
export { HONEYPOT_FIELD } from './honeypot';
export { CHANNELS, type Channel } from './channels';
export { leadTraffic, type LeadTraffic, type TouchSummary } from './traffic';
export { messagePreview } from './message-preview';
