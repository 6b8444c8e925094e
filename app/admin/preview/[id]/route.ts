import { redirect } from 'next/navigation';
import { adminRoute, startPreview } from '@/lib/auth/admin';
import { getPostForAdmin } from '@/lib/posts/admin';

/** Opens a post the person may edit, drafts included, at its public URL in draft mode. */
export const GET = adminRoute(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const post = await getPostForAdmin((await params).id);
  if (!post) return new Response('Not found', { status: 404 });
  await startPreview();
  redirect(`/blog/${post.slug}`);
});
