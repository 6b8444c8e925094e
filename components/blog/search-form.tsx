import { Search } from '@/components/ui/icons';
import { blogSearchCopy } from '@/content/blog';
import { SEARCH_QUERY_MAX_LENGTH } from '@/lib/posts/public';
import { buttonClasses } from '@/components/ui/button';

/**
 * The blog's search box: a plain GET form to /blog/search, so it works without JavaScript
 * and ships none. The label wraps the input: no id to clash if a page renders two.
 */
export function SearchForm({ query }: { query?: string }) {
  return (
    <form action="/blog/search" method="get" role="search" aria-label={blogSearchCopy.boxTitle} className="mt-4 flex gap-2">
      <label className="flex-1">
        <span className="sr-only">{blogSearchCopy.label}</span>
        <input
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={blogSearchCopy.placeholder}
          className="min-h-11 w-full min-w-0 rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-900 placeholder:text-slate-500"
        />
      </label>
      <button type="submit" className={buttonClasses({ size: 'md' })}>
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{blogSearchCopy.button}</span>
      </button>
    </form>
  );
}
