import type { PGlite } from '@electric-sql/pglite';
import { contactColumns, contactRow, reshapeContact, reshapeSubscriber, type ContactRow, type SubscriberRow } from './reshape';
import type { LeadRepository } from './types';

export function createLocalLeadRepository(getDb: () => Promise<PGlite>): LeadRepository {
  return {
    async createContactRequest(input) {
      const row = contactRow(input);
      const { rows } = await (await getDb()).query<ContactRow>(
        `insert into public.contact_requests (full_name, email, company, phone, service_areas, message, source, page, user_agent, submission_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (submission_id) do nothing returning ${contactColumns}`,
        [row.full_name, row.email, row.company, row.phone, row.service_areas, row.message, row.source, row.page, row.user_agent, input.submissionId ?? null],
      );
      return rows[0] ? reshapeContact(rows[0]) : null;
    },
    async subscribe(email, source) {
      const { rows } = await (await getDb()).query<{ id: string }>(
        `insert into public.newsletter_subscribers (email, source) values ($1, $2)
         on conflict ((lower(email))) do nothing returning id`,
        [email, source],
      );
      return rows.length ? 'created' : 'existing';
    },
    async listContactRequests(limit = 500) {
      const { rows } = await (await getDb()).query<ContactRow>(
        `select ${contactColumns} from public.contact_requests order by created_at desc, id desc limit $1`,
        [limit],
      );
      return rows.map(reshapeContact);
    },
    async listSubscribers(limit = 2000) {
      const { rows } = await (await getDb()).query<SubscriberRow>(
        'select id, email, source, created_at from public.newsletter_subscribers order by created_at desc, id desc limit $1',
        [limit],
      );
      return rows.map(reshapeSubscriber);
    },
  };
}
