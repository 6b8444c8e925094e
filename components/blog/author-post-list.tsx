import { authorCopy } from '@/content/authors';
import { fillTemplate } from '@/lib/template';
import { loadAuthorPage } from '@/lib/posts/public';
import { authorPath } from '@/lib/authors/public';
import { PostGrid } from './blog-list-view';

/** One page of an author's posts: the part of an author page that waits for the database. */
export async function AuthorPostList({ slug, page }: { slug: string; page: string | number }) {
  const { member, result } = await loadAuthorPage(slug, page);
  if (result.total === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
        {fillTemplate(authorCopy.empty, { name: member.name })}{' '}
        <a href="/blog" className="font-semibold text-accent-700 hover:text-slate-900">
          {authorCopy.emptyLink}
        </a>
      </p>
    );
  }
  return <PostGrid page={result} base={authorPath(member)} />;
}
