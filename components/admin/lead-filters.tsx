import { CHANNELS, LEAD_QUERY_MAX, LEAD_STATUSES, type LeadFilter } from '@/lib/leads/client';
import { adminCopy } from '@/content/admin';
import { FilterForm, FilterSearch, FilterSelect } from './filter-form';

const copy = adminCopy.leads.pipeline.filters;
const sources = adminCopy.leads.sources;
const statuses = adminCopy.leads.pipeline.statuses;

/** The inbox's filters (see FilterForm). */
export function LeadFilters({ filter }: { filter: LeadFilter }) {
  const active = Boolean(filter.status || filter.source || filter.query || filter.channel || filter.campaign);
  return (
    <FilterForm
      action="/admin/leads"
      label={copy.label}
      active={active}
      copy={copy}
      className="mt-4 sm:grid-cols-2 sm:items-end lg:grid-cols-[9rem_9rem_11rem_10rem_minmax(0,1fr)_auto]"
    >
      <FilterSelect
        id="lead-filter-status"
        name="status"
        label={copy.status}
        value={filter.status}
        anyLabel={copy.anyStatus}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: statuses[status] }))}
      />
      <FilterSelect
        id="lead-filter-source"
        name="source"
        label={copy.source}
        value={filter.source}
        anyLabel={copy.anySource}
        options={[
          { value: 'contact', label: sources.contact },
          { value: 'florida', label: sources.florida },
        ]}
      />
      <FilterSelect
        id="lead-filter-channel"
        name="channel"
        label={copy.channel}
        value={filter.channel}
        anyLabel={copy.anyChannel}
        options={CHANNELS.map((channel) => ({ value: channel, label: channel }))}
      />
      <FilterSearch id="lead-filter-campaign" name="campaign" label={copy.campaign} value={filter.campaign} maxLength={100} />
      <FilterSearch id="lead-filter-query" name="q" label={copy.query} value={filter.query} maxLength={LEAD_QUERY_MAX} />
    </FilterForm>
  );
}
