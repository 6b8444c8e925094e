import { blogSearchCopy } from '@/content/blog';
import { splitHighlight, type SearchPage } from '@/lib/posts/public';
import { PostCard } from './post-card';
import { Pagination } from './pagination';

/** Search hits as post cards, matched words in <mark>, paged with ?page=n. */
export function SearchResults({ page, query }: { page: SearchPage; query: string }) {
  const href = (n: number) => `/blog/search?${new URLSearchParams(n > 1 ? { q: query, page: String(n) } : { q: query })}`;
  return (
    <section aria-label={blogSearchCopy.resultsLabel}>
      <p className="mb-6 text-slate-600" role="status">
        {blogSearchCopy.resultCount(page.total, query)}
      </p>
      <div className="grid gap-8 md:grid-cols-2">
        {page.posts.map((post, index) => (
          <PostCard key={post.id} post={post} priority={index < 2} excerpt={<Highlighted text={post.headline} />} />
        ))}
      </div>
      <Pagination base="/blog/search" page={page.page} pageCount={page.pageCount} href={href} />
    </section>
  );
}

/** Text only: React escapes every part, so nothing in a post can become markup here. */
function Highlighted({ text }: { text: string }) {
  return splitHighlight(text).map((part, index) =>
    part.mark ? (
      <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
