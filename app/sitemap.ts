import type { MetadataRoute } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { publicRoutes } from '@/content/routes';
import { blogCategories } from '@/content/blog';
import { absoluteUrl } from '@/lib/env';
import { getPublishedIndex } from '@/lib/posts/public';

export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
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
  let posts: MetadataRoute.Sitemap = [];
  try {
    posts = (await getPublishedIndex()).map((post) => ({
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
  return [...pages, ...categories, ...posts];
}
