import type { BlogPosting } from 'schema-dts';
import { site } from '@/content/site';
import { blogCopy } from '@/content/blog';
import { absoluteUrl } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbSchema, organizationId } from '@/lib/seo/schema';
import { loadPost } from '@/lib/posts/public';
import { JsonLd } from '@/components/seo/json-ld';
import { PostArticle, PreviewBanner } from '@/components/blog/post-article';

export const revalidate = 300;

export { staticPostSlugs as generateStaticParams } from '@/lib/posts/public';

type Props = { params: Promise<{ slug: string }> };

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
  const url = absoluteUrl(`/blog/${post.slug}`);
  const posting: BlogPosting = {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    image: absoluteUrl(post.imageUrl ?? blogCopy.defaultImage),
    author: post.author === site.name ? { '@id': organizationId() } : { '@type': 'Person', name: post.author },
    publisher: { '@id': organizationId() },
    keywords: post.tags?.join(', '),
  };
  return (
    <>
      {preview ? <PreviewBanner published={post.published} /> : null}
      <PostArticle post={post} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@graph': [
            posting,
            breadcrumbSchema([
              { name: 'Home', path: '/' },
              { name: 'Blog', path: '/blog' },
              { name: post.title, path: `/blog/${post.slug}` },
            ]),
          ],
        }}
      />
    </>
  );
}
