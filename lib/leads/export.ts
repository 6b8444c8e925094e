import 'server-only';
import { getAdminSession } from '@/lib/auth/admin';
import { toCsv } from '@/lib/csv';
import { leadRepository } from './index';

async function csvResponse(filename: string, body: () => Promise<string>) {
  if (!(await getAdminSession())) return new Response('Not found', { status: 404 });
  return new Response(await body(), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

export const exportContacts = () =>
  csvResponse('contact-requests', async () =>
    toCsv(
      ['Received (UTC)', 'Source', 'Full name', 'Email', 'Company', 'Phone', 'Website / services', 'Message', 'Page', 'User agent'],
      (await leadRepository().listContactRequests(100_000)).map((lead) => [
        lead.createdAt,
        lead.source,
        lead.fullName,
        lead.email,
        lead.company,
        lead.phone,
        lead.serviceAreas,
        lead.message,
        lead.page,
        lead.userAgent,
      ]),
    ),
  );

export const exportSubscribers = () =>
  csvResponse('newsletter-subscribers', async () =>
    toCsv(
      ['Subscribed (UTC)', 'Email', 'Form'],
      (await leadRepository().listSubscribers(100_000)).map((s) => [s.createdAt, s.email, s.source]),
    ),
  );
