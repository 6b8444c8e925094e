import { z } from 'zod';
import { site } from '@/content/site';
import { allValues, firstValue, singleLine } from '@/lib/form-data';
import { publishAtField } from '@/lib/posts/schedule/schema';
import { MAX_TAG_LENGTH, MAX_TAGS, POST_LIMITS as MAX } from './limits';
import { RESERVED_SLUGS, SLUG_PATTERN } from './params';
import { seoFormFields } from './seo-schema';

// No runtime code generation: the CSP has no 'unsafe-eval' (zod would only probe for it).
z.config({ jitless: true });

/**
 * Post editor rules, shared by the form (client) and the save action (server), so every
 * message is written once.
 */

/** The spec's slug rules: lower-case, keep letters, digits, spaces and hyphens, spaces → hyphen. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX.slug)
    .replace(/-+$/, '');
}

/** Trims tags and drops empty ones and duplicates (case-insensitively), keeping first spelling. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}

// A site path (not protocol-relative //host) or an https URL.
const IMAGE_URL = /^(\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*|https:\/\/[^\s"<>]+)$/;
// Postgres text cannot hold NUL; it has no meaning in an article anyway.
const clean = (value: string) => value.replace(/\u0000/g, '');
const text = (value: unknown) => clean(firstValue(value) ?? '');
const MAX_IMAGE_SIDE = 10_000;
const pixels = (value: string, max: number) => (/^[1-9][0-9]{0,4}$/.test(value.trim()) && Number(value) <= max ? Number(value) : null);
const list = (value: unknown) => allValues(value).map(singleLine);

export const postFormSchema = z.object({
  title: z.preprocess(singleLine, z.string().min(1, 'Title is required').max(MAX.title, `Keep the title under ${MAX.title} characters`)),
  slug: z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, 'Slug is required')
      .max(MAX.slug, `Keep the slug under ${MAX.slug} characters`)
      .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens only')
      .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), 'This slug is reserved by the blog; choose another'),
  ),
  excerpt: z.preprocess(text, z.string().trim().min(1, 'Excerpt is required').max(MAX.excerpt, `Keep the excerpt under ${MAX.excerpt} characters`)),
  content: z.preprocess(
    text,
    z.string().refine((value) => value.trim().length > 0, 'Content is required').pipe(z.string().max(MAX.content, 'The article is too long')),
  ),
  author: z.preprocess(
    singleLine,
    z
      .string()
      .max(MAX.author, `Keep the author under ${MAX.author} characters`)
      .transform((value) => value || site.name),
  ),
  imageUrl: z.preprocess(
    text,
    z
      .string()
      .trim()
      .max(MAX.imageUrl, 'The image URL is too long')
      .refine((value) => value === '' || IMAGE_URL.test(value), 'Use a site path such as /blog/image.svg or an https:// URL')
      .transform((value) => (value === '' ? null : value)),
  ),
  // An uploaded image's size, filled in by the editor; anything else is no size at all.
  imageWidth: z.preprocess(text, z.string().transform((value) => pixels(value, MAX_IMAGE_SIDE))),
  imageHeight: z.preprocess(text, z.string().transform((value) => pixels(value, MAX_IMAGE_SIDE))),
  tags: z.preprocess(
    (value) => normalizeTags(list(value)),
    z
      .array(z.string().max(MAX_TAG_LENGTH, `Tags can be at most ${MAX_TAG_LENGTH} characters`))
      .max(MAX_TAGS, `Use at most ${MAX_TAGS} tags`)
      .transform((tags) => (tags.length ? tags : null)),
  ),
  published: z.preprocess((value) => text(value) === 'on' || text(value) === 'true', z.boolean()),
  ...seoFormFields,
  publishAt: publishAtField,
});

export type PostFormValues = z.output<typeof postFormSchema>;
