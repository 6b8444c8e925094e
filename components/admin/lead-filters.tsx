import Link from 'next/link';
import { LEAD_QUERY_MAX, LEAD_STATUSES, type LeadFilter } from '@/lib/leads/types';
import { adminCopy } from '@/content/admin';
import { buttonClasses } from '@/components/ui/button';
import { CHANNELS } from '@/lib/leads/channels';

const copy = adminCopy.leads.pipeline.filters;
const sources = adminCopy.leads.sources;
const statuses = adminCopy.leads.pipeline.statuses;

const control = 'mt-1 block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900';

/** A plain GET form: the filters live in the address, so they work without script and can be bookmarked. */
export function LeadFilters({ filter }: { filter: LeadFilter }) {
  const active = Boolean(filter.status || filter.source || filter.query || filter.channel || filter.campaign);
  return (
    <form method="get" action="/admin/leads" role="search" aria-label={copy.label} className="mt-4 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-[9rem_9rem_11rem_10rem_minmax(0,1fr)_auto]">
      <div>
        <label htmlFor="lead-filter-status" className="block text-xs font-semibold text-slate-900">
          {copy.status}
        </label>
        <select id="lead-filter-status" name="status" defaultValue={filter.status ?? ''} className={control}>
          <option value="">{copy.anyStatus}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="lead-filter-source" className="block text-xs font-semibold text-slate-900">
          {copy.source}
        </label>
        <select id="lead-filter-source" name="source" defaultValue={filter.source ?? ''} className={control}>
          <option value="">{copy.anySource}</option>
          <option value="contact">{sources.contact}</option>
          <option value="florida">{sources.florida}</option>
        </select>
      </div>
      <div>
        <label htmlFor="lead-filter-channel" className="block text-xs font-semibold text-slate-900">
          {copy.channel}
        </label>
        <select id="lead-filter-channel" name="channel" defaultValue={filter.channel ?? ''} className={control}>
          <option value="">{copy.anyChannel}</option>
          {CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {channel}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="lead-filter-campaign" className="block text-xs font-semibold text-slate-900">
          {copy.campaign}
        </label>
        <input id="lead-filter-campaign" type="search" name="campaign" defaultValue={filter.campaign ?? ''} maxLength={100} className={control} />
      </div>
      <div>
        <label htmlFor="lead-filter-query" className="block text-xs font-semibold text-slate-900">
          {copy.query}
        </label>
        <input id="lead-filter-query" type="search" name="q" defaultValue={filter.query ?? ''} maxLength={LEAD_QUERY_MAX} className={control} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {copy.apply}
        </button>
        {active ? (
          <Link href="/admin/leads" className="text-sm font-semibold text-accent-700 hover:text-slate-900">
            {copy.clear}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
