import { blogCopy } from '@/content/blog';
import { blogPostingSchema, breadcrumbSchema, breadcrumbTrail, pageMetadata, postMetadataOverrides, postNotFoundMetadata, schemaGraph } from '@/lib/seo/public';
import { findPost, loadPost, loadRelatedPosts } from '@/lib/posts/public';
import { JsonLd } from '@/components/seo/json-ld';
import { PostArticle, PreviewBanner } from '@/components/blog/post-article';
import { RelatedPosts } from '@/components/blog/related-posts';
import { PostFaqJsonLd } from '@/components/blog/post-faq-json-ld';

export const revalidate = 300;

export { staticPostSlugs as generateStaticParams } from '@/lib/posts/public';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  // No post: the page itself redirects or 404s; this names the 404 (see `notFoundMetadata`).
  const found = await findPost((await params).slug);
  if (!found) return postNotFoundMetadata;
  const { post, preview } = found;
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
    feeds: [blogCopy.feed],
    ...postMetadataOverrides(post, preview),
  });
}

export default async function PostPage({ params }: Props) {
  const { post, preview } = await loadPost((await params).slug);
  const related = await loadRelatedPosts(post);
  return (
    <>
      {preview ? <PreviewBanner published={post.published} /> : null}
      <PostArticle post={post} />
      <RelatedPosts posts={related} />
      <JsonLd data={schemaGraph(blogPostingSchema(post), breadcrumbSchema(breadcrumbTrail(`/blog/${post.slug}`, post.title)))} />
      <PostFaqJsonLd post={post} />
    </>
  );
}
