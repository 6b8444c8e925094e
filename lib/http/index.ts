// The Node server's side of HTTP (node:http, node:crypto): the address a connection guard
// stamped, and the cron routes' secret. Kept apart from ./edge.ts, which middleware bundles for
// the edge runtime; the guard itself is installed at start-up (./jobs.ts).
export { connectionAddress } from './connection';
export { cronJson, cronRefusal, cronSecret } from './cron';
export { isConfigRedirect } from './config-redirects';
