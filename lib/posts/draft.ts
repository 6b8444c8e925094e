/**
 * The post editor's copy in the browser (localStorage), so that a crash, a reload or a closed
 * tab does not lose an unsaved post. Pure rules only: the editor does the storing.
 */
import { allValues, firstValue, type FormValues } from '@/lib/form-data';
import { seoDraftFields, seoPostFields, sameSeoDraftFields, type SeoDraftFields } from './seo-draft';
import { utcToZonedInput } from '@/lib/posts/schedule/time';
import type { Post } from './types';

/** Every field the editor sends, as the editor shows it. */
export type DraftFields = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  imageUrl: string;
  /** An uploaded image's size in pixels as the form sends it; empty without one. */
  imageWidth: string;
  imageHeight: string;
  /** 'Publish at' as the editor shows it: New York wall time, or empty. */
  publishAt: string;
  tags: string[];
  published: boolean;
} & SeoDraftFields;

export type StoredDraft = { version: 1; savedAt: string; fields: DraftFields };

const TEXT_FIELDS = ['title', 'slug', 'excerpt', 'content', 'author', 'imageUrl', 'imageWidth', 'imageHeight', 'publishAt'] as const;

/** One copy per post, and one for a new post. */
export const draftKey = (postId?: string) => `brightline:post-draft:${postId ?? 'new'}`;

/** The fields of what the form would send (its FormData, through formValues). */
export function draftFields(values: FormValues): DraftFields {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, firstValue(values[name]) ?? ''])) as Pick<DraftFields, (typeof TEXT_FIELDS)[number]>;
  return { ...text, tags: allValues(values.tags), published: firstValue(values.published) === 'on', ...seoDraftFields(values) };
}

/** What the editor starts from: the stored post, or an empty one by the default author. */
export function postFields(post: Post | undefined, defaultAuthor: string): DraftFields {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    author: post?.author ?? defaultAuthor,
    imageUrl: post?.imageUrl ?? '',
    imageWidth: post?.imageUrl && post.imageWidth ? String(post.imageWidth) : '',
    imageHeight: post?.imageUrl && post.imageHeight ? String(post.imageHeight) : '',
    publishAt: post?.publishAt ? utcToZonedInput(post.publishAt) : '',
    tags: post?.tags ?? [],
    published: post?.published ?? false,
    ...seoPostFields(post),
  };
}

export function sameFields(a: DraftFields, b: DraftFields): boolean {
  return (
    TEXT_FIELDS.every((name) => a[name] === b[name]) &&
    a.published === b.published &&
    sameSeoDraftFields(a, b) &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i])
  );
}

export function serializeDraft(fields: DraftFields, savedAt: Date): string {
  return JSON.stringify({ version: 1, savedAt: savedAt.toISOString(), fields } satisfies StoredDraft);
}

/** A stored copy, or null for nothing, another version's format, or anything tampered with. */
export function parseDraft(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { version, savedAt, fields } = data as Partial<Record<keyof StoredDraft, unknown>>;
  if (version !== 1 || typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  if (typeof fields !== 'object' || fields === null) return null;
  // Copies kept before these fields existed lack them: empty, as the editor was then.
  const f: Record<string, unknown> = { imageWidth: '', imageHeight: '', publishAt: '', ...(fields as Record<string, unknown>) };
  if (!TEXT_FIELDS.every((name) => typeof f[name] === 'string')) return null;
  if (typeof f.published !== 'boolean' || !Array.isArray(f.tags) || !f.tags.every((tag) => typeof tag === 'string')) return null;
  return { version, savedAt, fields: draftFields({ ...(f as Record<string, string>), tags: f.tags as string[], published: f.published ? 'on' : '', noindex: f.noindex === true ? 'on' : '' }) };
}

/** The uploaded image a copy names, with its size, for the editor to keep; null without one. */
export function draftImage(fields: DraftFields): { url: string; width: number; height: number } | null {
  const url = fields.imageUrl.trim();
  const width = Number(fields.imageWidth);
  const height = Number(fields.imageHeight);
  return url && Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 ? { url, width, height } : null;
}
