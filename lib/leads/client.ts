// Browser-safe pure code (no database, no server-only): the contact forms' limits and honeypot,
// and the types, statuses, channels and display helpers the admin's lead views use.
// The newsletter's sign-ups carry the same attribution, so it reads and shows them with these too.
export * from './types';
export { LEAD_LIMITS } from './limits';
export { HONEYPOT_FIELD } from './honeypot';
export { CHANNELS, type Channel } from './channels';
export { leadTraffic, TRAFFIC_CSV_HEADER, trafficCsvValues, type LeadTraffic, type TouchSummary } from './traffic';
export { messagePreview } from './message-preview';
export { reshapeAttribution, reshapeChannel } from './reshape';
