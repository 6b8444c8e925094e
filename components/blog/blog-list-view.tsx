import { Suspense, type ReactNode } from 'react';
import { blogCopy } from '@/content/blog';
import type { PostPage } from '@/lib/posts/types';
import { Container } from '@/components/ui/section';
import { PageHero } from '@/components/marketing/page-hero';
import { PostCard, PostCardSkeleton } from './post-card';
import { Pagination } from './pagination';
import { BlogSidebar } from './blog-sidebar';

type Props = (
  | { eyebrow: string; title: string; intro: string; hero?: never }
  /** A page's own opening band instead of the standard hero (author pages). */
  | { hero: ReactNode; eyebrow?: never; title?: never; intro?: never }
) & {
  activeCategory?: string;
  searchQuery?: string;
  /**
   * false when the page has already loaded its data (search): the main column is then sent
   * whole, so it shows without JavaScript instead of a skeleton awaiting a streamed swap.
   */
  stream?: boolean;
  children: ReactNode;
};

/**
 * Hero, main column and sidebar shared by the blog index, its pages and the categories.
 * Only the main column waits for the database: the hero and sidebar are sent once, in the
 * first bytes, instead of again in a loading fallback (which duplicated the sidebar's form ids).
 */
export function BlogLayout({ eyebrow, title, intro, hero, activeCategory, searchQuery, stream = true, children }: Props) {
  return (
    <>
      {hero ?? <PageHero eyebrow={eyebrow} title={title} intro={intro} />}
      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>{stream ? <Suspense fallback={<PostGridSkeleton />}>{children}</Suspense> : children}</div>
        <BlogSidebar activeCategory={activeCategory} searchQuery={searchQuery} />
      </Container>
    </>
  );
}

export function PostGrid({ page, base }: { page: PostPage; base: string }) {
  if (page.posts.length === 0) {
    return <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">{blogCopy.empty}</p>;
  }
  return (
    <>
      <div className="grid gap-8 md:grid-cols-2">
        {page.posts.map((post, index) => (
          <PostCard key={post.id} post={post} priority={index < 2} />
        ))}
      </div>
      <Pagination base={base} page={page.page} pageCount={page.pageCount} />
    </>
  );
}

export function PostGridSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2" role="status" aria-label="Loading blog posts">
      {Array.from({ length: 6 }, (_, i) => (
        <PostCardSkeleton key={i} />
      ))}
    </div>
  );
}
