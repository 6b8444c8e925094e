import type { MetadataRoute } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { publicRoutes } from '@/content/routes';
import { blogCategories } from '@/content/blog';
import { absoluteUrl } from '@/lib/env';
import { buildSitemap, isIndexedPost } from '@/lib/seo/public';
import { authorPaths, getPublishedIndex, staticFileParams } from '@/lib/posts/public';

/** Served at /sitemap.xml (see next.config.ts); staticFileParams says why it lives here. */
const SITEMAP_FILE = 'sitemap.xml';

export const revalidate = 300;
export const generateStaticParams = () => staticFileParams(SITEMAP_FILE);

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  if ((await params).file !== SITEMAP_FILE) return new Response(null, { status: 404 });
  const pages: MetadataRoute.Sitemap = publicRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
  const categories: MetadataRoute.Sitemap = blogCategories.map((category) => ({
    url: absoluteUrl(`/blog/category/${category.slug}`),
    changeFrequency: 'weekly',
    priority: 0.5,
  }));
  const authors: MetadataRoute.Sitemap = authorPaths().map((path) => ({ url: absoluteUrl(path), changeFrequency: 'weekly', priority: 0.5 }));
  let posts: MetadataRoute.Sitemap = [];
  try {
    posts = (await getPublishedIndex()).filter(isIndexedPost).map((post) => ({
      url: absoluteUrl(`/blog/${post.slug}`),
      lastModified: post.updatedAt,
      changeFrequency: 'monthly',
      priority: 0.6,
    }));
  } catch (error) {
    unstable_rethrow(error);
    // The static pages are still worth listing when the blog's database is unreachable.
    console.error('Sitemap: could not list posts', error);
  }
  return new Response(buildSitemap([...pages, ...categories, ...authors, ...posts]), {
    headers: { 'Content-Type': 'application/xml' },
  });
}
