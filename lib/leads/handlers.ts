// The code of ./actions.ts's actions, loaded on their first call (lib/deferred-action.ts).
import 'server-only';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { z } from 'zod';
import { adminAction, validatedAction, type ActionState } from '@/lib/actions';
import { recordAuditEvent } from '@/lib/audit';
import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';
import { resendNotificationFailure, updateLeadFailure } from '@/content/admin-form-failures';
import { firstValue } from '@/lib/form-data';
import { contactSent } from '@/content/contact';
import { floridaSent } from '@/content/florida';
import { contactFailure, floridaFailure } from '@/content/form-failures';
import { leadAttribution } from './attribution';
import { envLimit, tooManyRequests } from './form-limits';
import { leadRepository } from './repository';
import { deliverNewLead, notificationChannels, resendFailedNotification } from './outbox';
import { cleanText, contactSchema, floridaSchema } from './schema';
import { LEAD_NOTE_MAX, LEAD_STATUSES, type ContactRequestInput, type LeadSource } from './types';

async function requestMetadata(page: string | undefined) {
  const list = await headers();
  const from = page?.startsWith('/') ? page : list.get('referer');
  let path: string | null = null;
  try {
    path = from ? new URL(from, 'http://local').pathname.slice(0, 300) : null;
  } catch {}
  return { page: path, userAgent: list.get('user-agent')?.slice(0, 500) ?? null };
}

/** Stores the lead with its notifications, then delivers them after the response; only a stored lead is reported as sent. */
async function storeLead(
  source: LeadSource,
  data: Omit<ContactRequestInput, 'source' | 'page' | 'userAgent' | 'attribution' | 'channel'>,
  page: string | undefined,
  failure: { title: string; message: string },
): Promise<ActionState> {
  try {
    const refused = await tooManyRequests(`lead-${source}`, envLimit('LEAD_RATE_LIMIT', 5), 'lead-all');
    if (refused) return refused;
    const lead = await leadRepository().createContactRequest(
      { ...data, source, ...(await requestMetadata(page)), ...(await leadAttribution()) },
      notificationChannels(),
    );
    // null: a resend of a submission already stored (its answer was lost). Same answer, no second
    // lead and no second notification. A new lead's first attempt runs after the response; drains retry.
    if (lead) after(() => deliverNewLead(lead.id));
    return { status: 'success' };
  } catch (error) {
    console.error(`Storing a ${source} lead failed`, error);
    return { status: 'error', ...failure };
  }
}

export const submitContact = validatedAction(contactSchema, async (data, values) => {
  const result = await storeLead('contact', data, firstValue(values.page), contactFailure);
  return result.status === 'success' ? { status: 'success', ...contactSent } : result;
});

export const submitFlorida = validatedAction(floridaSchema, async (data, values) => {
  const result = await storeLead('florida', data, firstValue(values.page), floridaFailure);
  return result.status === 'success' ? { status: 'success', ...floridaSent } : result;
});

// The admin's lead actions: every one checks the 'leads' permission (adminAction).
const deliveries = adminCopy.leads.deliveries;

/** Staff's 'Resend' on a failed lead notification: queued again, audited, and tried at once. */
export const resendNotification = adminAction(z.object({ id: z.uuid('Unknown notification') }), async ({ id }): Promise<ActionState> => {
  try {
    const outcome = await resendFailedNotification(id);
    revalidatePath('/admin/leads');
    revalidatePath('/admin');
    if (!outcome) return { status: 'error', ...deliveries.notFailed };
    const channel = deliveries.channels[outcome.channel];
    if (outcome.status === 'sent') return { status: 'success', title: deliveries.resent.title, message: fillTemplate(deliveries.resent.message, { channel }) };
    const failed = fillTemplate(deliveries.stillFailing.message, { channel, error: outcome.error ? `: ${outcome.error}` : '' });
    return {
      status: 'error',
      title: deliveries.stillFailing.title,
      message: outcome.status === 'pending' ? `${failed} ${deliveries.stillFailing.retried}` : failed,
    };
  } catch (error) {
    console.error('Resending a lead notification failed', error);
    return { status: 'error', ...resendNotificationFailure };
  }
}, 'leads');

const pipeline = adminCopy.leads.pipeline;

const leadUpdateSchema = z.object({
  id: z.uuid('Unknown lead'),
  status: z.enum(LEAD_STATUSES, 'Choose a status'),
  // Cleaned like the public forms' text: a NUL (which Postgres text cannot hold) or another
  // control character typed or pasted into a note is dropped, not a failed save.
  note: z.preprocess(cleanText, z.string().max(LEAD_NOTE_MAX, `The note can be at most ${LEAD_NOTE_MAX} characters.`)),
});

/** Staff move a lead through the pipeline and keep a private note; both changes are audited. */
export const updateLead = adminAction(leadUpdateSchema, async ({ id, status, note }, { actor }): Promise<ActionState> => {
  try {
    const before = await leadRepository().updateLeadPipeline(id, { status, note, changedBy: actor.name });
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
}, 'leads');
