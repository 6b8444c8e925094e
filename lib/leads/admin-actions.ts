'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { adminAction, type ActionState } from '@/lib/actions';
import { resendNotificationFailure } from '@/content/form-failures';
import { channelName, resendFailedNotification } from './outbox';

/** Staff's 'Resend' on a failed lead notification: queued again, audited, and tried at once. */
export const resendNotification = adminAction(z.object({ id: z.uuid('Unknown notification') }), async ({ id }): Promise<ActionState> => {
  try {
    const outcome = await resendFailedNotification(id);
    revalidatePath('/admin/leads');
    revalidatePath('/admin');
    if (!outcome) return { status: 'error', title: 'Not resent', message: 'This notification is no longer failed. Reload to see its state.' };
    const channel = channelName(outcome.channel);
    if (outcome.status === 'sent') return { status: 'success', title: 'Sent', message: `${channel} delivered.` };
    return {
      status: 'error',
      title: 'Still failing',
      message: `${channel} delivery failed again${outcome.error ? `: ${outcome.error}` : ''}. ${outcome.status === 'pending' ? 'It will be retried automatically.' : ''}`.trim(),
    };
  } catch (error) {
    console.error('Resending a lead notification failed', error);
    return { status: 'error', ...resendNotificationFailure };
  }
});
