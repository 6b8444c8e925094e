import { ImageResponse } from 'next/og';
import { SocialCard } from '@/components/seo/brand-image';
import { findPublishedPost } from '@/lib/posts/public';
import { formatPublicDate } from '@/lib/format';
import { blogCopy } from '@/content/blog';

export const alt = blogCopy.socialCard.alt;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 300;

// Incremental like the post: rendered once, cached under the post's tags (its read is tagged),
// so a save refreshes it. Without params it would render on every request.
export { staticPostSlugs as generateStaticParams } from '@/lib/posts/public';

/** A published post's social card; any other slug is a 404, which the page cache does not keep. */
export default async function PostImage({ params }: { params: Promise<{ slug: string }> }) {
  const post = await findPublishedPost((await params).slug);
  if (!post) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new ImageResponse(
    <SocialCard eyebrow={blogCopy.socialCard.eyebrow} title={post.title} footer={`${post.author} · ${formatPublicDate(post.createdAt)}`} />,
    // ImageResponse says max-age=0 (ask every time); a shared cache may keep it like the post page.
    { ...size, headers: { 'Cache-Control': `public, s-maxage=${revalidate}, stale-while-revalidate=31535700` } },
  );
}
