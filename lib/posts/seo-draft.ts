/** The SEO fields in the editor's browser copy (lib/posts/draft.ts), as the form shows them. */
import { firstValue, type FormValues } from '@/lib/form-data';
import type { PostSeoFields } from './seo-fields';

export type SeoDraftFields = {
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string;
  noindex: boolean;
  socialImageUrl: string;
};

const SEO_TEXT_FIELDS = ['metaTitle', 'metaDescription', 'canonicalUrl', 'socialImageUrl'] as const;

/**
 * From what the form would send. A copy stored before these fields existed lacks them and reads
 * as empty, so it is still offered.
 */
export function seoDraftFields(values: FormValues): SeoDraftFields {
  const text = Object.fromEntries(SEO_TEXT_FIELDS.map((name) => [name, firstValue(values[name]) ?? ''])) as Omit<SeoDraftFields, 'noindex'>;
  return { ...text, noindex: firstValue(values.noindex) === 'on' };
}

export function seoPostFields(post: Partial<PostSeoFields> | undefined): SeoDraftFields {
  return {
    metaTitle: post?.metaTitle ?? '',
    metaDescription: post?.metaDescription ?? '',
    canonicalUrl: post?.canonicalUrl ?? '',
    noindex: post?.noindex ?? false,
    socialImageUrl: post?.socialImageUrl ?? '',
  };
}

export function sameSeoDraftFields(a: SeoDraftFields, b: SeoDraftFields): boolean {
  return SEO_TEXT_FIELDS.every((name) => a[name] === b[name]) && a.noindex === b.noindex;
}
