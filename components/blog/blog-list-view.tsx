import type { ReactNode } from 'react';
import { blogCopy } from '@/content/blog';
import type { PostCard as CardFields, PostPage } from '@/lib/posts/client';
import { Container } from '@/components/ui/section';
import { PageHero } from '@/components/marketing/page-hero';
import { PostCard } from './post-card';
import { Pagination } from './pagination';
import { BlogSearchCard, BlogSidebar } from './blog-sidebar';

type Props = (
  | { eyebrow: string; title: string; intro: string; hero?: never }
  /** A page's own opening band instead of the standard hero (author pages). */
  | { hero: ReactNode; eyebrow?: never; title?: never; intro?: never }
) & {
  activeCategory?: string;
  searchQuery?: string;
  children: ReactNode;
};

/**
 * Hero, main column and sidebar shared by the blog index, its pages, categories, authors and search.
 * The posts are in the page as sent, with no loading skeleton: every one of these pages is built
 * on the server with its posts (the cached ones before anyone asks). A Suspense skeleton here
 * never showed a wait. React sent the posts apart in a hidden element for an inline script to move
 * in, so without JavaScript the page stayed a skeleton, and with it the first cards painted
 * ~0.4 s later on a slow phone (npm run audit -- --markup --throttling devtools).
 */
export function BlogLayout({ eyebrow, title, intro, hero, activeCategory, searchQuery, children }: Props) {
  return (
    <>
      {hero ?? <PageHero eyebrow={eyebrow} title={title} intro={intro} />}
      {/* The search box heads the sidebar on wide screens and comes before the posts on phones,
          so it is a grid item of its own rather than part of the sidebar. */}
      <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-y-6">
        <BlogSearchCard query={searchQuery} className="lg:col-start-2 lg:row-start-1" />
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">{children}</div>
        <BlogSidebar activeCategory={activeCategory} className="lg:col-start-2 lg:row-start-2" />
      </Container>
    </>
  );
}

export function PostGrid({ page, base }: { page: PostPage<CardFields>; base: string }) {
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
