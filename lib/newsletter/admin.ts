import 'server-only';
import { requirePermission } from '@/lib/auth/admin';
import { csvStream } from '@/lib/leads/admin';
import { TRAFFIC_CSV_HEADER, trafficCsvValues } from '@/lib/leads/client';
import { getPublishedIndex } from '@/lib/posts/public';
import { newsletterConfigured } from './outbox';
import { newsletterRepository } from './repository';
import type { SendSummary, Subscriber, SubscriberCounts } from './types';

/** The newsletter's admin face: every read checks the session itself. The list of addresses is on /admin/leads, under the 'leads' permission. */

/** The newest subscribers, and how many there are in all. */
export async function listSubscribers(limit = 200): Promise<{ subscribers: Subscriber[]; total: number }> {
  await requirePermission('leads');
  const [subscribers, total] = await Promise.all([newsletterRepository().listSubscribers(limit), newsletterRepository().countSubscribers()]);
  return { subscribers, total };
}

export async function exportSubscribers(): Promise<Response> {
  await requirePermission('leads');
  return csvStream('newsletter-subscribers', ['Subscribed (UTC)', 'Email', 'Form', 'State', ...TRAFFIC_CSV_HEADER], newsletterRepository().streamSubscribers(), (s) => [
    s.createdAt,
    s.email,
    s.source,
    s.status,
    ...trafficCsvValues(s),
  ]);
}

export type NewsletterPostOption = { slug: string; title: string; remaining: number };
export type NewsletterOverview = {
  counts: SubscriberCounts;
  posts: NewsletterPostOption[];
  sends: SendSummary[];
  configured: boolean;
};

/** /admin/newsletter: the counts, the newest published posts with who is left to get each, and the sends. */
export async function newsletterOverview(): Promise<NewsletterOverview> {
  await requirePermission('newsletter');
  const repo = newsletterRepository();
  const [counts, index, sends, had] = await Promise.all([repo.counts(), getPublishedIndex(), repo.listSends(), repo.confirmedWhoHad()]);
  const posts = index.slice(0, NEWSLETTER_POST_CHOICES).map((post) => ({
    slug: post.slug,
    title: post.title,
    remaining: Math.max(0, counts.confirmed - (had.get(post.id) ?? 0)),
  }));
  return { counts, posts, sends, configured: newsletterConfigured() };
}

/** The newest posts the send form offers. */
const NEWSLETTER_POST_CHOICES = 200;
