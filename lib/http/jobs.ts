// The start-up step (instrumentation.ts), before requests reach Next: each one is stamped with
// its socket address (./connection.ts).
export { installConnectionGuard } from './connection';
