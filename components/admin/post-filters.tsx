import Link from 'next/link';
import { ADMIN_POST_STATUSES, type AdminPostQuery } from '@/lib/posts/types';
import { adminCopy } from '@/content/admin';
import { buttonClasses } from '@/components/ui/button';

const copy = adminCopy.postFilters;
const control = 'mt-1 block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900';

/** The address of one page of the dashboard's list, filters kept. */
export function adminPostsHref({ status, title }: Pick<AdminPostQuery, 'status' | 'title'>, page: number) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (title) params.set('q', title);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin?${query}` : '/admin';
}

/** A plain GET form, like the leads inbox's: works without script and can be bookmarked. */
export function PostFilters({ query }: { query: AdminPostQuery }) {
  const active = Boolean(query.status || query.title);
  return (
    <form method="get" action="/admin" role="search" aria-label={copy.label} className="mt-8 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end">
      <div>
        <label htmlFor="post-filter-status" className="block text-xs font-semibold text-slate-900">
          {copy.status}
        </label>
        <select id="post-filter-status" name="status" defaultValue={query.status ?? ''} className={control}>
          <option value="">{copy.anyStatus}</option>
          {ADMIN_POST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {copy.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="post-filter-title" className="block text-xs font-semibold text-slate-900">
          {copy.title}
        </label>
        <input id="post-filter-title" type="search" name="q" defaultValue={query.title ?? ''} maxLength={100} className={control} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {copy.apply}
        </button>
        {active ? (
          <Link href="/admin" className="text-sm font-semibold text-accent-700 hover:text-slate-900">
            {copy.clear}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
