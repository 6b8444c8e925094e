// Request screens on Web APIs only: middleware (edge runtime) and route handlers use them.
export * from './action-request';
export * from './paths';
export { trustsProxy } from './proxy';
