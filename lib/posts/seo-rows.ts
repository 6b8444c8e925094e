import type { PostSeoFields } from './seo-fields';

/** The SEO columns of a blog_posts row (absent from search rows, which predate them). */
export type SeoRow = {
  meta_title?: string | null;
  meta_description?: string | null;
  canonical_url?: string | null;
  noindex?: boolean | null;
  social_image_url?: string | null;
};

export const seoColumns = 'meta_title, meta_description, canonical_url, noindex, social_image_url';

export function reshapeSeoFields(row: SeoRow): PostSeoFields {
  return {
    metaTitle: row.meta_title ?? null,
    metaDescription: row.meta_description ?? null,
    canonicalUrl: row.canonical_url ?? null,
    noindex: row.noindex ?? false,
    socialImageUrl: row.social_image_url ?? null,
  };
}

/** The fields as columns, for an insert or an update (the post repository binds by these names). */
export function seoRow(input: PostSeoFields) {
  return {
    meta_title: input.metaTitle,
    meta_description: input.metaDescription,
    canonical_url: input.canonicalUrl,
    noindex: input.noindex,
    social_image_url: input.socialImageUrl,
  };
}
