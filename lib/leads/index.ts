import 'server-only';

// The leads' server API for other domains' server code (the newsletter's sign-up): the
// attribution a visitor's form stores, and the per-client limit every public form shares.
export { leadAttribution, type LeadAttribution } from './attribution';
export { envLimit, tooManyRequests } from './form-limits';
