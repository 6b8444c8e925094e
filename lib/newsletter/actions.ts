'use server';

import { deferredAction } from '@/lib/deferred-action';

// The newsletter's actions; their code is ./handlers.ts, loaded on the first call (lib/deferred-action.ts).
const handlers = () => import('./handlers');

export const subscribeNewsletter = deferredAction(handlers, 'subscribeNewsletter');
export const confirmSubscription = deferredAction(handlers, 'confirmSubscription');
export const sendNewsletter = deferredAction(handlers, 'sendNewsletter');
export const sendNewsletterTest = deferredAction(handlers, 'sendNewsletterTest');
export const resendConfirmation = deferredAction(handlers, 'resendConfirmation');
export const deleteSubscriber = deferredAction(handlers, 'deleteSubscriber');
