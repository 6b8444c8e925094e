import { z } from 'zod';
import { externalUrl } from '@/lib/external-url';
import { firstValue, singleLine } from '@/lib/form-data';
import { SEO_LIMITS } from './seo-fields';

/** The post editor's SEO fields as zod rules; postFormSchema spreads them in. */

// Postgres text cannot hold NUL.
const text = (value: unknown) => (firstValue(value) ?? '').replace(/\u0000/g, '');
const orNull = (value: string) => (value === '' ? null : value);
// Same rule as the featured image's URL (schema.ts) and the table's CHECK.
const IMAGE_URL = /^(\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*|https:\/\/[^\s"<>]+)$/;


const oneLine = (max: number, message: string) =>
  z.preprocess(
    singleLine,
    z.string().max(max, message).transform(orNull),
  );

export const seoFormFields = {
  metaTitle: oneLine(SEO_LIMITS.metaTitle, `Keep the meta title under ${SEO_LIMITS.metaTitle} characters`),
  metaDescription: oneLine(SEO_LIMITS.metaDescription, `Keep the meta description under ${SEO_LIMITS.metaDescription} characters`),
  canonicalUrl: z.preprocess(
    text,
    z
      .string()
      .trim()
      .max(SEO_LIMITS.canonicalUrl, 'The canonical URL is too long')
      // The redirect targets' rule (lib/external-url.ts); stored as parsers read it.
      .refine((value) => value === '' || externalUrl(value) !== null, 'Use a full https:// address, such as https://example.com/article, or leave it empty')
      .transform((value) => (value === '' ? null : externalUrl(value))),
  ),
  noindex: z.preprocess((value) => text(value) === 'on' || text(value) === 'true', z.boolean()),
  socialImageUrl: z.preprocess(
    text,
    z
      .string()
      .trim()
      .max(SEO_LIMITS.socialImageUrl, 'The social image URL is too long')
      .refine((value) => value === '' || IMAGE_URL.test(value), 'Use a site path such as /blog/image.svg or an https:// URL')
      .transform(orNull),
  ),
};
