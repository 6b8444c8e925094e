import { draftMode } from 'next/headers';
import { notFound, unstable_rethrow } from 'next/navigation';
import { getAdminSession } from '@/lib/auth/admin';
import { postRepository } from '@/lib/posts';
import { blogCopy } from '@/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { blogPostingSchema } from '@/lib/seo/blog-schema';
import { breadcrumbSchema, breadcrumbTrail, schemaGraph } from '@/lib/seo/schema';
import { getPublishedPost, staticPostSlugs } from '@/lib/posts/queries';
import { isValidSlug } from '@/lib/posts/params';
import type { Post } from '@/lib/posts/types';
import { JsonLd } from '@/components/seo/json-ld';
import { PostArticle, PreviewBanner } from '@/components/blog/post-article';

export const revalidate = 300;

export async function generateStaticParams() {
  return (await staticPostSlugs()).map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

/**
 * A missing, unpublished or unreachable post is a 404, never a 500. In draft mode (opened
 * from the admin) a signed-in admin also sees drafts; only then are cookies read.
 */
async function loadPost(slug: string): Promise<{ post: Post; preview: boolean }> {
  if (!isValidSlug(slug)) notFound();
  let post: Post | null = null;
  try {
    if ((await draftMode()).isEnabled && (await getAdminSession())) {
      post = await postRepository().getBySlug(slug);
      if (post) return { post, preview: true };
    }
    post = await getPublishedPost(slug);
  } catch (error) {
    unstable_rethrow(error);
    console.error(`Could not load post "${slug}"`, error);
  }
  if (!post) notFound();
  return { post, preview: false };
}

export async function generateMetadata({ params }: Props) {
  const { post, preview } = await loadPost((await params).slug);
  return pageMetadata({
    noIndex: preview,
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    keywords: post.tags ?? ['marketing', 'AI SEO'],
    type: 'article',
    publishedTime: post.createdAt,
    modifiedTime: post.updatedAt,
    image: null,
    feed: blogCopy.feed,
  });
}

export default async function PostPage({ params }: Props) {
  const { post, preview } = await loadPost((await params).slug);
  return (
    <>
      {preview ? <PreviewBanner published={post.published} /> : null}
      <PostArticle post={post} />
      <JsonLd data={schemaGraph(blogPostingSchema(post), breadcrumbSchema(breadcrumbTrail(`/blog/${post.slug}`, post.title)))} />
    </>
  );
}
