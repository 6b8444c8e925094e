import { unstable_rethrow } from 'next/navigation';
import { blogCategories, blogSearchCopy } from '@/content/blog';
import { parseSearchQuery, SEARCH_QUERY_MAX_LENGTH, searchPublishedPosts } from '@/lib/posts/public';
import { pageMetadata } from '@/lib/seo/public';
import { BlogLayout } from '@/components/blog/blog-list-view';
import { SearchResults } from '@/components/blog/search-results';

export const metadata = pageMetadata({
  title: blogSearchCopy.title,
  description: blogSearchCopy.description,
  path: '/blog/search',
  // Result pages are endless and thin: crawlers may follow their links but not list them.
  noIndex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const parsed = parseSearchQuery(params.q);
  const query = parsed.kind === 'ok' ? parsed.query : undefined;
  // Searched here, not in a streamed child, so a page past the last answers with a real 404.
  const result = query === undefined ? null : await search(query, params.page);

  return (
    <BlogLayout eyebrow={blogSearchCopy.eyebrow} title={blogSearchCopy.heading} intro={blogSearchCopy.intro} searchQuery={query}>
      {parsed.kind === 'empty' ? <Notice>{blogSearchCopy.prompt}</Notice> : null}
      {parsed.kind === 'too-long' ? <Notice role="alert">{blogSearchCopy.tooLong(SEARCH_QUERY_MAX_LENGTH)}</Notice> : null}
      {result === 'unavailable' ? <Notice role="alert">{blogSearchCopy.unavailable}</Notice> : null}
      {result && result !== 'unavailable' && query !== undefined ? (
        result.total === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <h2 className="text-h3">{blogSearchCopy.noResults(query)}</h2>
            <p className="mt-3 text-slate-600">{blogSearchCopy.noResultsHint}</p>
            <ul className="mt-4 flex flex-wrap justify-center gap-3">
              {blogCategories.map((category) => (
                <li key={category.slug}>
                  <a href={`/blog/category/${category.slug}`} className="font-medium text-accent-700 hover:text-slate-900">
                    {category.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <SearchResults page={result} query={query} />
        )
      ) : null}
    </BlogLayout>
  );
}

/** A failing database is a message on the page, never a 500. */
async function search(query: string, page: string | string[] | undefined) {
  try {
    return await searchPublishedPosts(query, page);
  } catch (error) {
    unstable_rethrow(error);
    console.error('Blog search failed', error);
    return 'unavailable' as const;
  }
}

function Notice({ children, role }: { children: string; role?: 'alert' }) {
  return (
    <p role={role} className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
      {children}
    </p>
  );
}
