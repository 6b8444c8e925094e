// Browser-safe pure code (no database, no server-only): the types and statuses the admin's
// newsletter views use. The sign-up's rules (./schema) are the action's alone.
export * from './types';
