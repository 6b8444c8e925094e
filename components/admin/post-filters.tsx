import { ADMIN_POST_STATUSES, type AdminPostQuery } from '@/lib/posts/client';
import { adminCopy } from '@/content/admin';
import { FilterForm, FilterSearch, FilterSelect } from './filter-form';

const copy = adminCopy.postFilters;

/** The address of one page of the dashboard's list, filters kept. */
export function adminPostsHref({ status, title }: Pick<AdminPostQuery, 'status' | 'title'>, page: number) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (title) params.set('q', title);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin?${query}` : '/admin';
}

/** The dashboard's filters (see FilterForm). */
export function PostFilters({ query }: { query: AdminPostQuery }) {
  return (
    <FilterForm
      action="/admin"
      label={copy.label}
      active={Boolean(query.status || query.title)}
      copy={copy}
      className="mt-8 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end"
    >
      <FilterSelect
        id="post-filter-status"
        name="status"
        label={copy.status}
        value={query.status}
        anyLabel={copy.anyStatus}
        options={ADMIN_POST_STATUSES.map((status) => ({ value: status, label: copy.statuses[status] }))}
      />
      <FilterSearch id="post-filter-title" name="q" label={copy.title} value={query.title} maxLength={100} />
    </FilterForm>
  );
}
