'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { validatedAction, type ActionState } from '@/lib/actions';
import { clientKey } from '@/lib/auth/admin';
import { runtimeEnv } from '@/lib/env.server';
import { describeWait, rateLimiter } from '@/lib/rate-limit';
import { leadRepository } from './repository';
import { deliverNewLead, notificationChannels } from './outbox';
import { contactSchema, floridaSchema, newsletterSchema } from './schema';
import type { ContactRequestInput, LeadSource } from './types';

const WINDOW_SECONDS = 10 * 60;
// Raised by env for load tests only (bench:leads).
const limit = (name: string, fallback: number) => Number(runtimeEnv(name)) || fallback;

async function allowed(scope: string, max: number): Promise<ActionState | null> {
  const { allowed: ok, retryAfterSeconds } = await rateLimiter().take(scope, await clientKey(), max, WINDOW_SECONDS);
  if (ok) return null;
  return {
    status: 'error',
    title: 'Too many requests',
    message: `You have sent several requests in a short time. Please try again ${describeWait(retryAfterSeconds)}, or call us directly.`,
  };
}

async function requestMetadata(page: FormDataEntryValue | null) {
  const list = await headers();
  const from = typeof page === 'string' && page.startsWith('/') ? page : list.get('referer');
  let path: string | null = null;
  try {
    path = from ? new URL(from, 'http://local').pathname.slice(0, 300) : null;
  } catch {}
  return { page: path, userAgent: list.get('user-agent')?.slice(0, 500) ?? null };
}

/** Stores the lead with its notifications, then delivers them after the response; only a stored lead is reported as sent. */
async function storeLead(
  source: LeadSource,
  data: Omit<ContactRequestInput, 'source' | 'page' | 'userAgent'>,
  formData: FormData,
  failure: { title: string; message: string },
): Promise<ActionState> {
  try {
    const refused = await allowed(`lead-${source}`, limit('LEAD_RATE_LIMIT', 5));
    if (refused) return { ...refused, values: formFields(formData) };
    const lead = await leadRepository().createContactRequest(
      { ...data, source, ...(await requestMetadata(formData.get('page'))) },
      notificationChannels(),
    );
    // Queued with the lead; the first attempt runs after the response, drains retry the rest.
    after(() => deliverNewLead(lead.id));
    return { status: 'success' };
  } catch (error) {
    console.error(`Storing a ${source} lead failed`, error);
    return { status: 'error', ...failure, values: formFields(formData) };
  }
}

function formFields(formData: FormData) {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) if (!key.startsWith('$ACTION') && typeof value === 'string') values[key] = value;
  return values;
}

export const submitContact = validatedAction(contactSchema, async (data, formData) => {
  const result = await storeLead('contact', data, formData, { title: 'Error sending message', message: 'Please try again or call us directly.' });
  return result.status === 'success' ? { status: 'success', title: 'Message sent!', message: "We'll get back to you as soon as possible." } : result;
});

export const submitFlorida = validatedAction(floridaSchema, async (data, formData) => {
  const result = await storeLead('florida', data, formData, {
    title: 'Submission Failed',
    message: 'There was an issue submitting your request. Please try calling us directly.',
  });
  return result.status === 'success'
    ? { status: 'success', title: 'Request Submitted!', message: "We'll contact you within 24 hours to discuss your marketing strategy." }
    : result;
});

export const subscribeNewsletter = validatedAction(newsletterSchema, async ({ email, source }, formData): Promise<ActionState> => {
  try {
    const refused = await allowed('newsletter', limit('NEWSLETTER_RATE_LIMIT', 10));
    if (refused) return { ...refused, values: formFields(formData) };
    // New and existing addresses get the same answer, so the form reveals nobody's subscription.
    await leadRepository().subscribe(email, source as 'footer' | 'blog');
    return { status: 'success', title: "You're on the list", message: "Thanks — you're subscribed. The next briefing lands in your inbox soon." };
  } catch (error) {
    console.error('Newsletter sign-up failed', error);
    return { status: 'error', title: 'Subscription failed', message: 'We could not subscribe you just now. Please try again in a minute.', values: formFields(formData) };
  }
});
