import 'server-only';
import { recordAuditEvent } from '@/lib/audit';
import { requirePermission } from '@/lib/auth/admin';
import { csvLine, toCsv, type CsvRow } from '@/lib/csv';
import { leadRepository } from './repository';
import { TRAFFIC_CSV_HEADER, trafficCsvValues } from './traffic';
import { SOURCES_PERIODS, type ContactRequest, type LeadFilter, type LeadNotification, type LeadStatus, type SourcesReport } from './types';

/** The leads' admin face: every read checks the session itself. */

/** Leads per page in the inbox. */
export const LEADS_PAGE_SIZE = 50;

/** One page of the inbox (1-based), and whether an older page follows. */
export async function listContactRequests(filter: LeadFilter = {}, page = 1): Promise<{ leads: ContactRequest[]; hasOlder: boolean }> {
  await requirePermission('leads');
  const rows = await leadRepository().listContactRequests(LEADS_PAGE_SIZE + 1, filter, (page - 1) * LEADS_PAGE_SIZE);
  return { leads: rows.slice(0, LEADS_PAGE_SIZE), hasOlder: rows.length > LEADS_PAGE_SIZE };
}

/** How many leads stand at each status, for the dashboard. */
export async function countLeadsByStatus(): Promise<Record<LeadStatus, number>> {
  await requirePermission('leads');
  return leadRepository().countLeadsByStatus();
}

/** The period a /admin/sources address asks for (days), or 30. */
export function sourcesPeriod(value: unknown): (typeof SOURCES_PERIODS)[number] {
  return SOURCES_PERIODS.find((days) => String(days) === value) ?? 30;
}

/** /admin/sources: leads and Won leads by channel, campaign and landing page, and per week by channel. */
export async function sourcesReport(days: number): Promise<SourcesReport> {
  await requirePermission('leads');
  return leadRepository().sourcesReport(days);
}

/** Won leads as a share of all leads, e.g. "25%"; "–" without leads. */
export const winRate = (won: number, leads: number) => (leads > 0 ? `${Math.round((won / leads) * 1000) / 10}%` : '–');

/** The report's four tables as one CSV: a Dimension column says which table each row is from. */
export async function exportSources(request: Request): Promise<Response> {
  await requirePermission('leads');
  const days = sourcesPeriod(new URL(request.url).searchParams.get('days'));
  const report = await leadRepository().sourcesReport(days);
  const rows = [
    ...report.channels.map((r) => ['channel', r.key ?? '(not recorded)', r.leads, r.won, winRate(r.won, r.leads)]),
    ...report.assistants.map((r) => ['AI assistant', r.key, r.leads, r.won, winRate(r.won, r.leads)]),
    ...report.campaigns.map((r) => ['campaign', r.key ?? '(none)', r.leads, r.won, winRate(r.won, r.leads)]),
    ...report.landingPages.map((r) => ['landing page', r.key ?? '(not recorded)', r.leads, r.won, winRate(r.won, r.leads)]),
  ];
  const filename = `lead-sources-${days}-days`;
  await recordAuditEvent('export', { file: filename, rows: rows.length });
  return new Response(toCsv(['Dimension', 'Value', 'Leads', 'Won', 'Win rate'], rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** Each listed lead's deliveries, by lead id. */
export async function listLeadNotifications(leadIds: string[]): Promise<Map<string, LeadNotification[]>> {
  await requirePermission('leads');
  const byLead = new Map<string, LeadNotification[]>();
  for (const notification of await leadRepository().listNotifications(leadIds)) {
    byLead.set(notification.leadId, [...(byLead.get(notification.leadId) ?? []), notification]);
  }
  return byLead;
}

/** How many notifications gave up and wait for staff to resend them. */
export async function countFailedNotifications(): Promise<number> {
  await requirePermission('leads');
  return leadRepository().countFailedNotifications();
}

/**
 * A CSV download streamed batch by batch from the database, so memory stays flat whatever the
 * row count (the leads' and the newsletter's exports). The export is recorded once the last row is out.
 */
export function csvStream<T>(filename: string, header: readonly string[], batches: AsyncGenerator<T[]>, toRow: (item: T) => CsvRow) {
  const encoder = new TextEncoder();
  let rows = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(header)));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) {
          await recordAuditEvent('export', { file: filename, rows });
          controller.close();
          return;
        }
        rows += next.value.length;
        controller.enqueue(encoder.encode(next.value.map((item) => csvLine(toRow(item))).join('')));
      } catch (error) {
        // The download stops short; the browser reports it failed rather than saving half a file as whole.
        console.error(`CSV export ${filename} failed after ${rows} rows`, error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/**
 * The contact export's columns. "Form" is the form the lead came from (contact or florida), as
 * in the subscribers' export (lib/newsletter/admin.ts); "Source" is the campaign's source (utm_source), among the traffic columns.
 */
export const CONTACT_CSV_HEADER = ['Received (UTC)', 'Form', 'Status', 'Full name', 'Email', 'Company', 'Phone', 'Website / services', 'Message', 'Note', 'Page', 'User agent', ...TRAFFIC_CSV_HEADER] as const;

export async function exportContacts(): Promise<Response> {
  await requirePermission('leads');
  return csvStream(
    'contact-requests',
    [...CONTACT_CSV_HEADER],
    leadRepository().streamContactRequests(),
    (lead) => [
      lead.createdAt,
      lead.source,
      lead.status,
      lead.fullName,
      lead.email,
      lead.company,
      lead.phone,
      lead.serviceAreas,
      lead.message,
      lead.note,
      lead.page,
      lead.userAgent,
      ...trafficCsvValues(lead),
    ],
  );
}
