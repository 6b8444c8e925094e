import 'server-only';

// The leads' public face: what public pages need, with no session.
// The newsletter's link pages (/newsletter/confirm/…, /newsletter/unsubscribe/…): no session.
export { newsletterLinkState, unsubscribeResponse } from './newsletter-links';
export type { LinkState } from './newsletter-repository';
