import { Download } from '@/components/ui/icons';
import { LeadViews } from '@/components/admin/lead-views';
import { requireAdminPage } from '@/lib/auth/admin';
import { LEADS_PAGE_SIZE, listContactRequests, listLeadNotifications } from '@/lib/leads/admin';
import { listSubscribers } from '@/lib/newsletter/admin';
import { formatAdminDateTime } from '@/lib/format';
import { CHANNELS, LEAD_QUERY_MAX, LEAD_STATUSES, type Channel, type LeadFilter, type LeadStatus } from '@/lib/leads/client';
import { fillTemplate } from '@/lib/template';
import { AdminShell } from '@/components/admin/admin-shell';
import { LeadDeliveries } from '@/components/admin/lead-deliveries';
import { LeadFilters } from '@/components/admin/lead-filters';
import { LeadMessage } from '@/components/admin/lead-message';
import { LeadPipelineForm } from '@/components/admin/lead-pipeline-form';
import { LeadTraffic } from '@/components/admin/lead-traffic';
import { DeleteSubscriberButton, ResendConfirmationButton } from '@/components/admin/newsletter-forms';
import { cleanValue } from '@/lib/attribution/edge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { adminCopy } from '@/content/admin';
import { TableScroll } from '@/components/ui/table-scroll';

const copy = adminCopy.leads;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The address's filters, each kept only when it is one the inbox knows. */
function pageNumber(params: Record<string, string | string[] | undefined>) {
  const page = Number(typeof params.page === 'string' ? params.page : 1);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The inbox's address for another page, filters kept. */
function leadsHref(filter: LeadFilter, page: number) {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.source) params.set('source', filter.source);
  if (filter.query) params.set('q', filter.query);
  if (filter.channel) params.set('channel', filter.channel);
  if (filter.campaign) params.set('campaign', filter.campaign);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/leads?${query}` : '/admin/leads';
}

function leadFilter(params: Record<string, string | string[] | undefined>): LeadFilter {
  const one = (name: string) => (typeof params[name] === 'string' ? params[name] : undefined);
  const status = one('status');
  const source = one('source');
  const query = one('q')?.trim().slice(0, LEAD_QUERY_MAX);
  const channel = one('channel');
  // A campaign is looked up as stored: within the same bounds, or not at all.
  const campaign = cleanValue('utm_campaign', one('campaign') ?? null);
  return {
    channel: (CHANNELS as readonly string[]).includes(channel ?? '') ? (channel as Channel) : undefined,
    campaign,
    status: (LEAD_STATUSES as readonly string[]).includes(status ?? '') ? (status as LeadStatus) : undefined,
    source: source === 'contact' || source === 'florida' ? source : undefined,
    query: query || undefined,
  };
}

const statusBadge: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  contacted: 'bg-sky-100 text-sky-900',
  won: 'bg-emerald-100 text-emerald-900',
  lost: 'bg-slate-200 text-slate-800',
};

export default async function LeadsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminPage('leads');
  const params = await searchParams;
  const filter = leadFilter(params);
  const page = pageNumber(params);
  const filtered = Boolean(filter.status || filter.source || filter.query || filter.channel || filter.campaign);
  const [{ leads, hasOlder }, { subscribers, total: subscriberCount }] = await Promise.all([listContactRequests(filter, page), listSubscribers()]);
  const deliveries = await listLeadNotifications(leads.map((lead) => lead.id));
  return (
    <AdminShell>
      <LeadViews current="/admin/leads" />
      <h1 className="text-h1">{copy.title}</h1>
      <p className="mt-1 text-slate-600">{copy.intro}</p>

      <section className="mt-10" aria-labelledby="requests-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="requests-heading" className="text-h2">
            {copy.requests.title} <span className="text-slate-500">({leads.length})</span>
          </h2>
          <a href="/admin/leads/export/contacts" className={buttonClasses({ variant: 'secondary', size: 'sm' })} download>
            <Download className="h-4 w-4" aria-hidden="true" /> {copy.exportCsv}
          </a>
        </div>
        <LeadFilters filter={filter} />
        {filtered ? (
          <p className="mt-3 text-sm text-slate-600" role="status">
            {fillTemplate(copy.pipeline.filters.showing, { count: String(leads.length) })}
          </p>
        ) : null}
        {leads.length === 0 ? (
          <Card className="mt-4 text-slate-600">{filtered ? copy.pipeline.filters.noMatch : copy.requests.empty}</Card>
        ) : (
          <ul className="mt-4 space-y-3" aria-label={copy.requests.title}>
            {leads.map((lead) => (
              <li key={lead.id} id={`lead-${lead.id}`} className="scroll-mt-24">
                <Card className="grid gap-3 md:grid-cols-[14rem_minmax(0,1fr)]">
                  <div className="text-sm">
                    <p className="font-semibold break-words text-slate-900">{lead.fullName}</p>
                    <a href={`mailto:${lead.email}`} className="break-all text-accent-700 hover:underline">
                      {lead.email}
                    </a>
                    {lead.phone ? <p className="text-slate-700">{lead.phone}</p> : null}
                    {lead.company ? <p className="break-words text-slate-700">{lead.company}</p> : null}
                    <p className="mt-2 flex flex-wrap gap-2">
                      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadge[lead.status]}`} data-testid="lead-status">
                        {copy.pipeline.statuses[lead.status]}
                      </span>
                      {lead.statusChangedBy ? (
                        <span className="py-0.5 text-xs text-slate-600">{fillTemplate(copy.pipeline.changedBy, { name: lead.statusChangedBy })}</span>
                      ) : null}
                      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                        {copy.sources[lead.source]}
                      </span>
                      <time dateTime={lead.createdAt} className="text-xs text-slate-600">
                        {formatAdminDateTime(lead.createdAt)}
                      </time>
                    </p>
                    <LeadTraffic lead={lead} />
                    <LeadDeliveries notifications={deliveries.get(lead.id) ?? []} leadName={lead.fullName} />
                  </div>
                  <div className="min-w-0 text-sm text-slate-700">
                    {lead.serviceAreas ? (
                      <p className="break-words">
                        <span className="font-semibold text-slate-900">{copy.serviceAreasLabel[lead.source]}</span>
                        {lead.serviceAreas}
                      </p>
                    ) : null}
                    <LeadMessage message={lead.message} name={lead.fullName} />
                    <LeadPipelineForm id={lead.id} name={lead.fullName} status={lead.status} note={lead.note} />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {page > 1 || hasOlder ? (
          <nav aria-label={copy.pipeline.pages.label} className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
            {page > 1 ? (
              <a href={leadsHref(filter, page - 1)} rel="prev" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                {copy.pipeline.pages.newer}
              </a>
            ) : <span />}
            <span className="text-slate-600">
              {fillTemplate(copy.pipeline.pages.range, { from: String((page - 1) * LEADS_PAGE_SIZE + 1), to: String((page - 1) * LEADS_PAGE_SIZE + leads.length) })}
            </span>
            {hasOlder ? (
              <a href={leadsHref(filter, page + 1)} rel="next" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                {copy.pipeline.pages.older}
              </a>
            ) : <span />}
          </nav>
        ) : null}
      </section>

      <section className="mt-14" aria-labelledby="subscribers-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="subscribers-heading" className="text-h2">
            {copy.subscribers.title} <span className="text-slate-500">({subscriberCount})</span>
          </h2>
          <a href="/admin/leads/export/subscribers" className={buttonClasses({ variant: 'secondary', size: 'sm' })} download>
            <Download className="h-4 w-4" aria-hidden="true" /> {copy.exportCsv}
          </a>
        </div>
        {subscriberCount > subscribers.length ? (
          <p className="mt-3 text-sm text-slate-600">
            {fillTemplate(copy.subscribersShown, { shown: String(subscribers.length), total: String(subscriberCount) })}
          </p>
        ) : null}
        {subscribers.length === 0 ? (
          <Card className="mt-4 text-slate-600">{copy.subscribers.empty}</Card>
        ) : (
          <TableScroll labelledBy="subscribers-heading" className="mt-4">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">{copy.subscribers.columns.email}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{copy.subscribers.columns.form}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{copy.subscribers.columns.state}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{copy.subscribers.columns.channel}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{copy.subscribers.columns.subscribed}</th>
                  {/* relative: the sr-only label is absolutely positioned; without it, it escapes the table's scroll box and widens the page on a phone. */}
                  <th scope="col" className="relative px-5 py-3 font-semibold">
                    <span className="sr-only">{copy.subscribers.columns.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {subscribers.map((subscriber) => (
                  <tr key={subscriber.id} className="border-t border-slate-200">
                    <td className="min-w-48 px-5 py-3 break-all text-slate-900">{subscriber.email}</td>
                    <td className="px-5 py-3 text-slate-700">{copy.subscriberSources[subscriber.source]}</td>
                    <td className="px-5 py-3 text-slate-700">{copy.subscriberStates[subscriber.status]}</td>
                    <td className="px-5 py-3 whitespace-nowrap text-slate-700">{subscriber.channel ?? <span className="text-slate-500">{copy.pipeline.filters.notRecorded}</span>}</td>
                    <td className="px-5 py-3 text-slate-700">
                      <time dateTime={subscriber.createdAt}>{formatAdminDateTime(subscriber.createdAt)}</time>
                    </td>
                    <td className="px-5 py-3">
                      <div className="flex flex-wrap gap-2">
                        {subscriber.status === 'pending' ? <ResendConfirmationButton id={subscriber.id} email={subscriber.email} /> : null}
                        <DeleteSubscriberButton id={subscriber.id} email={subscriber.email} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </AdminShell>
  );
}
