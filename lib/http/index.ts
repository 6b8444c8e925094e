// The Node server's side of HTTP (node:http, node:crypto): the connection guard and the cron
// routes' secret. Kept apart from ./public.ts, which middleware bundles for the edge runtime.
export { connectionAddress, installConnectionGuard } from './connection';
export { cronJson, cronRefusal, cronSecret } from './cron';
