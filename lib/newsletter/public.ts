import 'server-only';

// The newsletter's public face: the link pages (/newsletter/confirm/…, /newsletter/leave/…) and
// the one-click unsubscribe route, with no session.
export { newsletterLinkState, unsubscribeResponse } from './links';
export type { LinkState } from './types';
