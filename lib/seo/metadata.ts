import type { Metadata } from 'next';
import { blogCopy } from '@/content/blog';
import { notFoundCopy } from '@/content/not-found';
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
  /** An absolute canonical URL other than the page's own (a post's canonical field). */
  canonical?: string;
  /** The title as given, without the site's " | Brightline Growth" template (a post's meta title). */
  absoluteTitle?: boolean;
  /** RSS feeds to advertise with rel=alternate, the most specific first. */
  feeds?: readonly { title: string; path: string }[];
};

const defaultImage = { url: '/opengraph-image', alt: siteCopy.shareCard.alt, width: 1200, height: 630 };

/** One place that turns a page's facts into canonical, Open Graph, Twitter and robots tags. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = input.canonical ?? absoluteUrl(input.path);
  const image = input.image === null ? null : (input.image ?? defaultImage);
  const robots = input.noIndex
    ? { index: false, follow: true }
    : { index: true, follow: true };

  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: {
      canonical: url,
      types: {
        // The llms.txt proposal: a markdown map of the site for AI assistants.
        'text/markdown': [{ url: '/llms.txt', title: 'llms.txt' }],
        ...(input.feeds?.length ? { 'application/rss+xml': input.feeds.map(({ path, title }) => ({ url: path, title })) } : {}),
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

/**
 * A 404's metadata. Next.js (16.4, vercel/next.js#95836) renders a not-found boundary's own
 * metadata on the server and then, after hydration, puts the layout's title back when `notFound()`
 * came from a page. So the pages that end in a 404 also return this from their own metadata.
 */
export const notFoundMetadata: Metadata = {
  title: notFoundCopy.title,
  robots: { index: false, follow: true },
};

/** The blog's own 404, for a post that does not exist. */
export const postNotFoundMetadata: Metadata = { ...notFoundMetadata, title: blogCopy.notFoundTitle };
