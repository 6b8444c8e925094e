// The code of ./actions.ts's actions, loaded on their first call (lib/deferred-action.ts).
import 'server-only';
import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { z } from 'zod';
import { adminAction, validatedAction, type ActionState } from '@/lib/actions';
import { recordAuditEvent } from '@/lib/audit';
import { personKey } from '@/lib/auth/admin';
import { envLimit, leadAttribution, tooManyRequests } from '@/lib/leads';
import { findPublishedPost } from '@/lib/posts/public';
import { describeWait, rateLimiter } from '@/lib/rate-limit';
import { fillTemplate } from '@/lib/template';
import { hashToken, isTokenShaped } from '@/lib/tokens';
import { adminCopy } from '@/content/admin';
import { newsletterFailure } from '@/content/form-failures';
import { newsletterCopy as copy } from '@/content/newsletter';
import { renderPostEmail } from './email';
import { mailboxKey } from './mailbox';
import { deliverConfirmation, deliverPosts, newsletterConfigured, sendTestEmail } from './outbox';
import { newsletterRepository } from './repository';
import { newsletterSchema } from './schema';

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
    const refused = await tooManyRequests('newsletter', envLimit('NEWSLETTER_RATE_LIMIT', 10));
    if (refused) return refused;
    // New, pending and confirmed addresses get the same answer, so the form reveals nobody's
    // subscription; so does a mailbox at its cap (its inbox holds three links already).
    const newsletter = newsletterRepository();
    await newsletter.subscribe(email, source, await leadAttribution());
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
      ? await rateLimiter().take('newsletter-test', personKey(actor), envLimit('NEWSLETTER_TEST_LIMIT', TESTS_PER_HOUR), 60 * 60)
      : { allowed: true, retryAfterSeconds: 0 };
    if (!slot.allowed) {
      return { status: 'error', title: sending.testLimit.title, message: fillTemplate(sending.testLimit.message, { count: String(envLimit('NEWSLETTER_TEST_LIMIT', TESTS_PER_HOUR)), wait: describeWait(slot.retryAfterSeconds) }) };
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
