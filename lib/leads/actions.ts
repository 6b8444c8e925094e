'use server';

import { deferredAction } from '@/lib/deferred-action';

// The leads' actions; their code is ./handlers.ts, loaded on the first call (lib/deferred-action.ts).
const handlers = () => import('./handlers');

export const submitContact = deferredAction(handlers, 'submitContact');
export const submitFlorida = deferredAction(handlers, 'submitFlorida');
export const resendNotification = deferredAction(handlers, 'resendNotification');
export const updateLead = deferredAction(handlers, 'updateLead');
