// Browser-safe pure code (no database, no server-only): the sign-up form's rules and the types
// and statuses the admin's newsletter views use.
export * from './types';
export { newsletterSchema } from './schema';
