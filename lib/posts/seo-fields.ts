/**
 * A post's own search and social fields and the rules around them: what each falls
 * back to, where a results page cuts a snippet, and when the editor warns. Pure and zod-free, so
 * the editor's panel and the public page share it.
 */
import { SEO_ADVICE } from '@/content/seo-advice';

/** The optional fields; null (false for noindex) means "use what the page uses anyway". */
export type PostSeoFields = {
  metaTitle: string | null;
  metaDescription: string | null;
  /** An https URL; null means the post's own address. */
  canonicalUrl: string | null;
  /** True keeps the post out of search results, the sitemap and llms.txt; it stays in the blog and the feeds. */
  noindex: boolean;
  /** A site path or an https URL, like the featured image's; null means the generated card. */
  socialImageUrl: string | null;
};

export const NO_SEO_FIELDS: PostSeoFields = { metaTitle: null, metaDescription: null, canonicalUrl: null, noindex: false, socialImageUrl: null };

/** Hard limits (the schema and the table refuse more); the advice below is softer. */
export const SEO_LIMITS = { metaTitle: 120, metaDescription: 320, canonicalUrl: 2000, socialImageUrl: 2000 } as const;

// Where search results pages start to cut (content/seo-advice.ts); the editor's advice below judges by it.
export { SEO_ADVICE };

/** The editor's form names, shared by the schema, the draft and the panel. */
export const SEO_FIELD_NAMES = ['metaTitle', 'metaDescription', 'canonicalUrl', 'noindex', 'socialImageUrl'] as const;

/** Just the SEO fields of a post (for a save that must keep them, such as a revision restore). */
export function seoFieldsOf(post: Partial<PostSeoFields>): PostSeoFields {
  return {
    metaTitle: post.metaTitle ?? null,
    metaDescription: post.metaDescription ?? null,
    canonicalUrl: post.canonicalUrl ?? null,
    noindex: post.noindex ?? false,
    socialImageUrl: post.socialImageUrl ?? null,
  };
}

type SeoSource = Partial<PostSeoFields> & { title: string; excerpt: string };

/** The title and description a search engine is given: the post's own, else its title and excerpt. */
export function searchTitle(post: SeoSource): string {
  return post.metaTitle?.trim() || post.title;
}
export function searchDescription(post: SeoSource): string {
  return post.metaDescription?.trim() || post.excerpt;
}

/**
 * Whether the post belongs in the sitemap and llms.txt: not noindex, and not canonical elsewhere
 * (a sitemap should list only canonical URLs; a syndicated copy would send a mixed signal).
 */
export function isIndexable(post: Partial<PostSeoFields>, ownUrl: string): boolean {
  if (post.noindex) return false;
  return !post.canonicalUrl || sameUrl(post.canonicalUrl, ownUrl);
}

function sameUrl(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    const path = (url: URL) => url.pathname.replace(/\/+$/, '') || '/';
    return x.origin === y.origin && path(x) === path(y) && x.search === y.search;
  } catch {
    return false;
  }
}

/**
 * Text cut where a results page cuts it: at a word boundary at or before `max` characters, with
 * an ellipsis. Characters stand in for pixels (600 px of title ≈ 60 characters).
 */
export function truncateSnippet(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // A single long word is cut mid-word rather than dropped.
  const head = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s.,;:!?–—-]+$/, '')}…`;
}

/** "example.com › blog › slug", as results pages show a URL. */
export function breadcrumbUrl(siteUrl: string, path: string): string {
  let host = siteUrl;
  try {
    host = new URL(siteUrl).host;
  } catch {
    // An unparsable base still shows something recognisable.
  }
  return [host.replace(/^www\./, ''), ...path.split('/').filter(Boolean)].join(' › ');
}

export type LengthAdvice = 'ok' | 'empty' | 'short' | 'long';

/** The meta title's advice: empty (the title is used), fine, or past where results cut it. */
export function titleAdvice(value: string): LengthAdvice {
  const length = value.trim().length;
  if (length === 0) return 'empty';
  return length > SEO_ADVICE.titleMax ? 'long' : 'ok';
}

/** The meta description's advice: empty (the excerpt is used), or inside 70–160 characters or not. */
export function descriptionAdvice(value: string): LengthAdvice {
  const length = value.trim().length;
  if (length === 0) return 'empty';
  if (length < SEO_ADVICE.descriptionMin) return 'short';
  return length > SEO_ADVICE.descriptionMax ? 'long' : 'ok';
}
