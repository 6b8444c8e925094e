'use server';

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
import { runtimeEnv } from '@/lib/env.server';
import { contactFailure, floridaFailure, newsletterFailure } from '@/content/form-failures';
import { clientKey, describeWait, rateLimiter } from '@/lib/rate-limit';
import { leadAttribution } from './attribution';
import { leadRepository } from './repository';
import { deliverConfirmation, deliverPosts, newsletterConfigured, sendTestEmail } from './newsletter-outbox';
import { mailboxKey } from './mailbox';
import { personKey } from '@/lib/auth/admin';
import { renderPostEmail } from './newsletter-email';
import { findPublishedPost } from '@/lib/posts/public';
import { newsletterRepository } from './newsletter-repository';
import { hashToken, isTokenShaped } from '@/lib/tokens';
import { newsletterCopy as copy } from '@/content/newsletter';
import { deliverNewLead, notificationChannels, resendFailedNotification } from './outbox';
import { cleanText, contactSchema, floridaSchema, newsletterSchema } from './schema';
import { LEAD_NOTE_MAX, LEAD_STATUSES, type ContactRequestInput, type LeadSource } from './types';

const WINDOW_SECONDS = 10 * 60;
// Raised by env for load tests only (bench:leads); LEAD_GLOBAL_RATE_LIMIT is the site-wide ceiling.
const limit = (name: string, fallback: number) => Number(runtimeEnv(name)) || fallback;

/**
 * Per client, then site-wide (`everyone`, when given): rotating addresses cannot flood the staff
 * inbox past a ceiling.
 */
async function allowed(scope: string, max: number, everyone?: string): Promise<ActionState | null> {
  const own = await rateLimiter().take(scope, await clientKey(), max, WINDOW_SECONDS);
  const { allowed: ok, retryAfterSeconds } = own.allowed && everyone
    ? await rateLimiter().take(everyone, 'all', limit('LEAD_GLOBAL_RATE_LIMIT', 200), WINDOW_SECONDS)
    : own;
  if (ok) return null;
  return {
    status: 'error',
    title: 'Too many requests',
    message: `You have sent several requests in a short time. Please try again ${describeWait(retryAfterSeconds)}, or call us directly.`,
  };
}

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
    const refused = await allowed(`lead-${source}`, limit('LEAD_RATE_LIMIT', 5), 'lead-all');
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
  return result.status === 'success' ? { status: 'success', title: 'Message sent!', message: "We'll get back to you as soon as possible." } : result;
});

export const submitFlorida = validatedAction(floridaSchema, async (data, values) => {
  const result = await storeLead('florida', data, firstValue(values.page), floridaFailure);
  return result.status === 'success'
    ? { status: 'success', title: 'Request Submitted!', message: "We'll contact you within 24 hours to discuss your marketing strategy." }
    : result;
});

/** Confirmation e-mails one mailbox may get in a day, however many addresses and clients ask. */
const CONFIRMATIONS_PER_MAILBOX = 3;
const MAILBOX_WINDOW_SECONDS = 24 * 60 * 60;

/** Spends one of the mailbox's confirmations for today (rate_limit_events: every server counts alike). */
const takeMailboxSlot = (email: string) => rateLimiter().take('newsletter-mailbox', mailboxKey(email), CONFIRMATIONS_PER_MAILBOX, MAILBOX_WINDOW_SECONDS);

/**
 * With e-mail off nothing reaches the mailbox, so nothing of its cap is spent: the reader's
 * sign-up once e-mail is on still gets a link (and development's log shows each one meanwhile).
 */
const mailboxMayHaveOne = async (email: string) => !newsletterConfigured() || (await takeMailboxSlot(email)).allowed;

/**
 * No cap here is site-wide or per domain, so no flood refuses a real visitor: each client has
 * its sign-ups (NEWSLETTER_RATE_LIMIT), each mailbox its confirmations, and the drain's
 * per-minute budget makes a flood's e-mails wait rather than anyone's sign-up fail.
 */
export const subscribeNewsletter = validatedAction(newsletterSchema, async ({ email, source }): Promise<ActionState> => {
  try {
    const refused = await allowed('newsletter', limit('NEWSLETTER_RATE_LIMIT', 10));
    if (refused) return refused;
    // New, pending and confirmed addresses get the same answer, so the form reveals nobody's
    // subscription; so does a mailbox at its cap (its inbox holds three links already).
    await leadRepository().subscribe(email, source as 'footer' | 'blog', await leadAttribution());
    const newsletter = newsletterRepository();
    if ((await newsletter.confirmationDue(email)) && (await mailboxMayHaveOne(email))) {
      const deliveryId = await newsletter.queueConfirmation(email);
      if (deliveryId) after(() => deliverConfirmation(deliveryId));
    }
    return { status: 'success', ...copy.subscribed };
  } catch (error) {
    console.error('Newsletter sign-up failed', error);
    return { status: 'error', ...newsletterFailure };
  }
});

const tokenSchema = z.object({ token: z.string().refine(isTokenShaped, 'This link does not work') });

/** The confirm page's button: only a press confirms, never opening the link. */
export const confirmSubscription = validatedAction(tokenSchema, async ({ token }): Promise<ActionState> => {
  try {
    const outcome = await newsletterRepository().confirm(hashToken(token));
    if (outcome === 'confirmed') return { status: 'success', ...copy.confirm.done };
    // Pressed again (another tab, the back button): the address is subscribed, and that is the answer.
    if (outcome === 'subscribed') return { status: 'success', ...copy.confirm.subscribed };
    return { status: 'error', ...copy.confirm[outcome === 'valid' ? 'unknown' : outcome] };
  } catch (error) {
    console.error('Newsletter confirmation failed', error);
    return { status: 'error', ...newsletterFailure };
  }
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

const sending = adminCopy.newsletter;

/** The post as the newsletter sends it, or null when it is not (or no longer) public. `test`: for 'Send a test'. */
async function postToSend(slug: string, { test = false } = {}) {
  const post = await findPublishedPost(slug);
  return post ? { post, email: await renderPostEmail(post, { test }) } : null;
}

const sendSchema = z.object({ post: z.string().trim().min(1, sending.choosePost).max(200) });

/**
 * 'Send to N subscribers': the post is rendered once and queued for every confirmed address that
 * has not had it, in one transaction; the drain sends at the configured rate. Sending it again
 * queues only those confirmed since, and says so when that is nobody.
 */
export const sendNewsletter = adminAction(sendSchema, async ({ post: slug }, { actor }): Promise<ActionState> => {
  try {
    const found = await postToSend(slug);
    if (!found) return { status: 'error', ...sending.notPublished };
    const send = await newsletterRepository().createSend({ postId: found.post.id, postSlug: found.post.slug, ...found.email, sentBy: actor.name });
    revalidatePath('/admin/newsletter');
    if (!send) return { status: 'error', title: sending.nothingNew.title, message: fillTemplate(sending.nothingNew.message, { title: found.post.title }) };
    await recordAuditEvent('newsletter-sent', { sendId: send.id, post: found.post.slug, title: found.post.title, recipients: send.queued });
    after(() => deliverPosts());
    return {
      status: 'success',
      title: sending.queued.title,
      message: fillTemplate(sending.queued.message, { count: String(send.queued), title: found.post.title }),
    };
  } catch (error) {
    console.error('Sending the newsletter failed', error);
    return { status: 'error', ...sending.failed };
  }
}, 'newsletter');

const testSchema = sendSchema.extend({ email: z.email(sending.testAddress).max(254) });

/** Tests one staff member may send per hour: enough to check a post, too few to mail anyone at will. */
const TESTS_PER_HOUR = 10;

/** 'Send a test': the same e-mail to one address, at once, outside the outbox and the lists. */
export const sendNewsletterTest = adminAction(testSchema, async ({ post: slug, email }, { actor }): Promise<ActionState> => {
  try {
    const found = await postToSend(slug, { test: true });
    if (!found) return { status: 'error', ...sending.notPublished };
    // Counted only when a test can go (with e-mail off, sendTestEmail says so and development logs it).
    const slot = newsletterConfigured()
      ? await rateLimiter().take('newsletter-test', personKey(actor), limit('NEWSLETTER_TEST_LIMIT', TESTS_PER_HOUR), 60 * 60)
      : { allowed: true, retryAfterSeconds: 0 };
    if (!slot.allowed) {
      return { status: 'error', title: sending.testLimit.title, message: fillTemplate(sending.testLimit.message, { count: String(limit('NEWSLETTER_TEST_LIMIT', TESTS_PER_HOUR)), wait: describeWait(slot.retryAfterSeconds) }) };
    }
    const sent = await sendTestEmail(found.email, email);
    if (!sent) return { status: 'error', ...sending.notConfigured };
    await recordAuditEvent('newsletter-test-sent', { post: found.post.slug, title: found.post.title, to: email });
    return { status: 'success', title: sending.testSent.title, message: fillTemplate(sending.testSent.message, { email }) };
  } catch (error) {
    console.error('Sending a newsletter test failed', error);
    return { status: 'error', ...sending.failed };
  }
}, 'newsletter');

/**
 * Staff's 'Resend confirmation' for a pending address (its link never arrived, or expired). It
 * spends one of the mailbox's daily confirmations like a sign-up does, and says why when it cannot.
 */
export const resendConfirmation = adminAction(z.object({ id: z.uuid('Unknown subscriber') }), async ({ id }): Promise<ActionState> => {
  const resend = sending.resend;
  try {
    if (!newsletterConfigured()) return { status: 'error', ...sending.notConfigured };
    const repo = newsletterRepository();
    const email = await repo.pendingEmail(id);
    if (!email) return { status: 'error', ...resend.notPending };
    const slot = await takeMailboxSlot(email);
    if (!slot.allowed) {
      return { status: 'error', title: resend.capped.title, message: fillTemplate(resend.capped.message, { count: String(CONFIRMATIONS_PER_MAILBOX), wait: describeWait(slot.retryAfterSeconds) }) };
    }
    const queued = await repo.requeueConfirmation(id);
    if (queued === 'not-pending') return { status: 'error', ...resend.notPending };
    if (queued === 'in-flight') return { status: 'error', ...resend.inFlight };
    await recordAuditEvent('newsletter-confirmation-resent', { id });
    after(() => deliverConfirmation(queued.deliveryId));
    revalidatePath('/admin/leads');
    return { status: 'success', title: resend.sent.title, message: fillTemplate(resend.sent.message, { email: queued.email }) };
  } catch (error) {
    console.error('Resending a confirmation failed', error);
    return { status: 'error', ...sending.failed };
  }
}, 'leads');

/** Staff erase an address (not hide it): its links and queued e-mails go with it. */
export const deleteSubscriber = adminAction(z.object({ id: z.uuid('Unknown subscriber') }), async ({ id }): Promise<ActionState> => {
  try {
    const deleted = await newsletterRepository().deleteSubscriber(id);
    revalidatePath('/admin/leads');
    revalidatePath('/admin/newsletter');
    if (!deleted) return { status: 'error', ...sending.subscriberGone };
    // The address itself is not kept, not even in the audit log.
    await recordAuditEvent('newsletter-subscriber-deleted', { id });
    return { status: 'success', ...sending.subscriberDeleted };
  } catch (error) {
    console.error('Deleting a subscriber failed', error);
    return { status: 'error', ...sending.failed };
  }
}, 'leads');
