import type { Metadata } from 'next';
import { site, siteCopy } from '@/content/site';
import { absoluteUrl } from '@/lib/env';

export type PageMetadataInput = {
  title: string;
  description: string;
  path: string;
  keywords?: readonly string[];
  /**
   * Site-relative or absolute image for social previews; defaults to the site card.
   * null: the route has its own opengraph-image file, which Next links itself.
   */
  image?: { url: string; alt: string; width?: number; height?: number } | null;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  /** Pages that must stay out of search results (empty placeholders, previews). */
  noIndex?: boolean;
  /** An RSS feed to advertise with rel=alternate. */
  feed?: { title: string; path: string };
};

const defaultImage = { url: '/opengraph-image', alt: siteCopy.shareCard.alt, width: 1200, height: 630 };

/** One place that turns a page's facts into canonical, Open Graph, Twitter and robots tags. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  const image = input.image === null ? null : (input.image ?? defaultImage);
  const robots = input.noIndex
    ? { index: false, follow: true }
    : { index: true, follow: true };

  return {
    title: input.title,
    description: input.description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: {
      canonical: url,
      types: {
        // The llms.txt proposal: a markdown map of the site for AI assistants.
        'text/markdown': [{ url: '/llms.txt', title: 'llms.txt' }],
        ...(input.feed ? { 'application/rss+xml': [{ url: input.feed.path, title: input.feed.title }] } : {}),
      },
    },
    robots,
    openGraph: {
      type: input.type ?? 'website',
      url,
      title: input.title,
      description: input.description,
      siteName: site.name,
      locale: 'en_US',
      ...(image ? { images: [{ ...image, url: absoluteUrl(image.url) }] } : {}),
      ...(input.type === 'article'
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      ...(image ? { images: [absoluteUrl(image.url)] } : {}),
    },
  };
}
