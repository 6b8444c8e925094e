import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { getAdminSession } from '@/lib/auth/admin';
import { isUuid } from '@/lib/ids';
import { postRepository } from '@/lib/posts';

/** Opens any post, drafts included, at its public URL in Next's draft mode. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!(await getAdminSession())) return new Response('Not found', { status: 404 });
  const { id } = await params;
  const post = isUuid(id) ? await postRepository().getById(id) : null;
  if (!post) return new Response('Not found', { status: 404 });
  (await draftMode()).enable();
  redirect(`/blog/${post.slug}`);
}
