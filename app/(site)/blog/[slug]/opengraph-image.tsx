import { ImageResponse } from 'next/og';
import { unstable_rethrow } from 'next/navigation';
import { SocialCard } from '@/components/seo/brand-image';
import { getPublishedPost } from '@/lib/posts/public';
import { isValidSlug } from '@/lib/posts/params';
import { formatPublicDate } from '@/lib/format';
import { blogCopy } from '@/content/blog';

export const alt = blogCopy.socialCard.alt;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 300;

export default async function PostImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  let post = null;
  try {
    post = isValidSlug(slug) ? await getPublishedPost(slug) : null;
  } catch (error) {
    unstable_rethrow(error);
  }
  return new ImageResponse(
    <SocialCard
      eyebrow={blogCopy.socialCard.eyebrow}
      title={post?.title ?? blogCopy.socialCard.fallbackTitle}
      footer={post ? `${post.author} · ${formatPublicDate(post.createdAt)}` : undefined}
    />,
    size,
  );
}
