'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { adminAction, type ActionState } from '@/lib/actions';
import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';
import { resendNotificationFailure } from '@/content/form-failures';
import { resendFailedNotification } from './outbox';

const copy = adminCopy.leads.deliveries;

/** Staff's 'Resend' on a failed lead notification: queued again, audited, and tried at once. */
export const resendNotification = adminAction(z.object({ id: z.uuid('Unknown notification') }), async ({ id }): Promise<ActionState> => {
  try {
    const outcome = await resendFailedNotification(id);
    revalidatePath('/admin/leads');
    revalidatePath('/admin');
    if (!outcome) return { status: 'error', ...copy.notFailed };
    const channel = copy.channels[outcome.channel];
    if (outcome.status === 'sent') return { status: 'success', title: copy.resent.title, message: fillTemplate(copy.resent.message, { channel }) };
    const failed = fillTemplate(copy.stillFailing.message, { channel, error: outcome.error ? `: ${outcome.error}` : '' });
    return {
      status: 'error',
      title: copy.stillFailing.title,
      message: outcome.status === 'pending' ? `${failed} ${copy.stillFailing.retried}` : failed,
    };
  } catch (error) {
    console.error('Resending a lead notification failed', error);
    return { status: 'error', ...resendNotificationFailure };
  }
});
