import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { adminRoute } from '@/lib/auth/admin';
import { getPostForAdmin } from '@/lib/posts/admin';

/** Opens any post, drafts included, at its public URL in Next's draft mode. */
export const GET = adminRoute(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const post = await getPostForAdmin((await params).id);
  if (!post) return new Response('Not found', { status: 404 });
  (await draftMode()).enable();
  redirect(`/blog/${post.slug}`);
});
