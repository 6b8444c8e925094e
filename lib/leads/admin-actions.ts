'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { adminAction, type ActionState } from '@/lib/actions';
import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';
import { resendNotificationFailure, updateLeadFailure } from '@/content/admin-form-failures';
import { recordAuditEvent } from '@/lib/audit';
import { leadRepository } from './repository';
import { LEAD_NOTE_MAX, LEAD_STATUSES } from './types';
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

const pipeline = adminCopy.leads.pipeline;

const leadUpdateSchema = z.object({
  id: z.uuid('Unknown lead'),
  status: z.enum(LEAD_STATUSES, 'Choose a status'),
  note: z
    .string()
    .trim()
    .max(LEAD_NOTE_MAX, `The note can be at most ${LEAD_NOTE_MAX} characters.`),
});

/** Staff move a lead through the pipeline and keep a private note; both changes are audited. */
export const updateLead = adminAction(leadUpdateSchema, async ({ id, status, note }): Promise<ActionState> => {
  try {
    const before = await leadRepository().updateLeadPipeline(id, { status, note });
    if (!before) return { status: 'error', ...pipeline.gone };
    if (before.status !== status) await recordAuditEvent('lead-status-changed', { id, name: before.fullName, from: before.status, to: status });
    if (before.note !== note) await recordAuditEvent('lead-note-changed', { id, name: before.fullName });
    revalidatePath('/admin/leads');
    revalidatePath('/admin');
    return {
      status: 'success',
      title: pipeline.saved.title,
      message: fillTemplate(pipeline.saved.message, { name: before.fullName, status: pipeline.statuses[status] }),
    };
  } catch (error) {
    console.error('Updating a lead failed', error);
    return { status: 'error', ...updateLeadFailure };
  }
});
