import 'server-only';
import { recordAuditEvent } from '@/lib/audit';
import { requireAdmin } from '@/lib/auth/admin';
import { toCsv } from '@/lib/csv';
import { leadRepository } from './repository';
import type { ContactRequest, Subscriber } from './types';

/** The leads' admin face: every read checks the session itself. */

export async function listContactRequests(limit = 200): Promise<ContactRequest[]> {
  await requireAdmin();
  return leadRepository().listContactRequests(limit);
}

export async function listSubscribers(limit = 200): Promise<Subscriber[]> {
  await requireAdmin();
  return leadRepository().listSubscribers(limit);
}

const EXPORT_LIMIT = 100_000;

function csvResponse(filename: string, body: string) {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

export async function exportContacts(): Promise<Response> {
  const leads = await listContactRequests(EXPORT_LIMIT);
  await recordAuditEvent('export', { file: 'contact-requests', rows: leads.length });
  return csvResponse(
    'contact-requests',
    toCsv(
      ['Received (UTC)', 'Source', 'Full name', 'Email', 'Company', 'Phone', 'Website / services', 'Message', 'Page', 'User agent'],
      leads.map((lead) => [lead.createdAt, lead.source, lead.fullName, lead.email, lead.company, lead.phone, lead.serviceAreas, lead.message, lead.page, lead.userAgent]),
    ),
  );
}

export async function exportSubscribers(): Promise<Response> {
  const subscribers = await listSubscribers(EXPORT_LIMIT);
  await recordAuditEvent('export', { file: 'newsletter-subscribers', rows: subscribers.length });
  return csvResponse('newsletter-subscribers', toCsv(['Subscribed (UTC)', 'Email', 'Form'], subscribers.map((s) => [s.createdAt, s.email, s.source])));
}
