import 'server-only';
import { database, type GetDatabase } from '@/lib/db';
import { deliveryQueries } from './sql/deliveries';
import { linkQueries } from './sql/links';
import { sendQueries } from './sql/sends';
import { subscriberQueries } from './sql/subscribers';

/**
 * The newsletter's one repository: every query of its tables (newsletter_subscribers, _tokens,
 * _sends and _deliveries in supabase/migrations), in four parts by what they do (./sql/). The
 * deliveries are an outbox that lib/outbox-queue.ts drains, like the lead notifications.
 */
export function createNewsletterRepository(getDb: GetDatabase) {
  return { ...subscriberQueries(getDb), ...linkQueries(getDb), ...sendQueries(getDb), ...deliveryQueries(getDb) };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;

let repository: NewsletterRepository | undefined;

export function newsletterRepository(): NewsletterRepository {
  return (repository ??= createNewsletterRepository(database));
}
