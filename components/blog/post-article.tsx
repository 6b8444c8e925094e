import { ArrowLeft, CalendarDays, Clock, UserRound } from '@/components/ui/icons';
import type { Post } from '@/lib/posts/client';
import { formatPublicDate } from '@/lib/format';
import { markdownWordCount, renderMarkdown } from '@/lib/markdown';
import { readingMinutes } from '@/lib/reading-time';
import { site } from '@/content/site';
import { blogCategories, blogCopy } from '@/content/blog';
import { Container } from '@/components/ui/section';
import { Card } from '@/components/ui/card';
import { StaticImage } from '@/components/ui/static-image';
import { inlineArtwork } from '@/lib/media/public';
import { ButtonLink } from '@/components/ui/button-link';
import { NewTabHint } from '@/components/ui/new-tab-hint';
import { AuthorByline } from './author-byline';

function TagList({ tags }: { tags: string[] }) {
  const category = (tag: string) => blogCategories.find((c) => c.tag === tag);
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => {
        const match = category(tag);
        const classes = 'inline-block rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-slate-200';
        return (
          <li key={tag}>
            {match ? (
              <a href={`/blog/category/${match.slug}`} className={`${classes} hover:bg-white/20`}>
                #{tag}
              </a>
            ) : (
              <span className={classes}>#{tag}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function AuthorCard() {
  return (
    <Card className="mt-14 flex flex-col gap-5 sm:flex-row sm:items-center">
      <div
        className="font-display flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-amber-300 to-amber-600 text-xl font-extrabold text-slate-950"
        aria-hidden="true"
      >
        {site.founder.name.split(' ').map((part) => part[0]).join('')}
      </div>
      <div>
        <h2 className="text-h3">About the Author</h2>
        <p className="mt-2 text-slate-600">{blogCopy.authorBio}</p>
      </div>
    </Card>
  );
}

function StrategyCallBanner() {
  return (
    <section className="mt-14 overflow-hidden rounded-3xl bg-slate-900 p-8 sm:p-10" aria-labelledby="strategy-call">
      <h2 id="strategy-call" className="text-h2 text-white">
        {blogCopy.strategyBanner.title}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-300">
        {blogCopy.strategyBanner.text}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href={site.links.scheduler} size="lg">
          Book a Strategy Call<NewTabHint />
        </ButtonLink>
        <ButtonLink href="/contact" size="lg" variant="outline-light">
          Contact us
        </ButtonLink>
      </div>
    </section>
  );
}

export function PostArticle({ post }: { post: Post }) {
  const minutes = readingMinutes(markdownWordCount(post.content));
  const image = post.imageUrl ? (inlineArtwork(post.imageUrl) ?? post.imageUrl) : null;
  return (
    <article>
      <header className="relative isolate overflow-hidden bg-slate-900">
        <div className="bg-grid absolute inset-0 -z-10" aria-hidden="true" />
        <Container className="max-w-4xl py-14 sm:py-20">
          <a href="/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-300 hover:text-white">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Blog
          </a>
          <h1 className="text-h1 mt-6 text-white">{post.title}</h1>
          <p className="text-lead mt-5 text-slate-300">{post.excerpt}</p>
          <ul className="mt-7 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
            <li className="flex items-center gap-2">
              <CalendarDays className="h-4 w-4 text-accent-400" aria-hidden="true" />
              <time dateTime={post.createdAt}>{formatPublicDate(post.createdAt)}</time>
            </li>
            <li className="flex items-center gap-2">
              <UserRound className="h-4 w-4 text-accent-400" aria-hidden="true" />
              <AuthorByline name={post.author} />
            </li>
            <li className="flex items-center gap-2">
              <Clock className="h-4 w-4 text-accent-400" aria-hidden="true" />
              <span>{minutes} min read</span>
            </li>
          </ul>
          {post.tags ? <div className="mt-6"><TagList tags={post.tags} /></div> : null}
        </Container>
      </header>
      <Container className="max-w-4xl py-12 sm:py-16">
        {image && post.imageWidth && post.imageHeight ? (
          // An uploaded image keeps its own shape; its size reserves the space (no layout shift).
          <StaticImage
            src={image}
            alt={`Featured illustration for “${post.title}”`}
            width={post.imageWidth}
            height={post.imageHeight}
            unoptimized
            preload
            sizes="(min-width: 896px) 832px, 100vw"
            className="mb-10 h-auto w-full rounded-2xl bg-slate-900"
          />
        ) : image ? (
          <div className="relative mb-10 aspect-[1200/630] overflow-hidden rounded-2xl bg-slate-900">
            <StaticImage src={image} alt={`Featured illustration for “${post.title}”`} fill unoptimized preload sizes="(min-width: 896px) 832px, 100vw" className="object-cover" />
          </div>
        ) : null}
        <div className="prose-body prose-measure" dangerouslySetInnerHTML={{ __html: renderMarkdown(post.content) }} />
        {post.author === site.founder.name ? <AuthorCard /> : null}
        <StrategyCallBanner />
      </Container>
    </article>
  );
}

export function PostNotFound() {
  return (
    <Container className="py-24 text-center sm:py-32">
      <h1 className="text-h1">{blogCopy.notFoundTitle}</h1>
      <p className="text-lead mx-auto mt-4 max-w-xl text-slate-600">{blogCopy.notFoundBody}</p>
      <ButtonLink href="/blog" size="lg" className="mt-8">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Blog
      </ButtonLink>
    </Container>
  );
}

/** Shown above a post opened from the admin in draft mode. */
export function PreviewBanner({ published }: { published: boolean }) {
  return (
    <div role="status" className="bg-amber-400 text-slate-950">
      <Container className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm font-semibold">
        <span>Preview — {published ? 'this is how the published post looks' : 'this draft is not public yet'}.</span>
        {/* A plain link: nothing prefetches it, and a prefetch would end the preview at once. */}
        <a href="/admin/preview/exit" className="underline underline-offset-2">
          Exit preview
        </a>
      </Container>
    </div>
  );
}
