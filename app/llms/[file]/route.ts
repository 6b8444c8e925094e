import { unstable_rethrow } from 'next/navigation';
import { llmsDocument, renderLlmsTxt } from '@/lib/llms';
import { getPublishedIndex, searchDescription, staticFileParams } from '@/lib/posts/public';
import { isIndexedPost } from '@/lib/seo/public';

/** Served at /llms.txt (see next.config.ts): it lists the posts, so it is cached like the sitemap. */
const LLMS_FILE = 'llms.txt';

export const revalidate = 300;
export const generateStaticParams = () => staticFileParams(LLMS_FILE);

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  if ((await params).file !== LLMS_FILE) return new Response(null, { status: 404 });
  let posts: { title: string; path: string; description: string }[] = [];
  try {
    posts = (await getPublishedIndex()).filter(isIndexedPost).map((post) => ({ title: post.title, path: `/blog/${post.slug}`, description: searchDescription(post) }));
  } catch (error) {
    unstable_rethrow(error);
    // The site's own pages are still worth listing when the blog's database is unreachable.
    console.error('llms.txt: could not list posts', error);
  }
  return new Response(renderLlmsTxt(llmsDocument(posts)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
