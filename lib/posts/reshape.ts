import { reshapeSeoFields, seoColumns, type SeoRow } from './seo-rows';
import type { Post, PostPage, PostRevision, PostSummary, SearchPage } from './types';

/** A blog_posts row as both Postgres drivers return it (snake_case columns). */
export type PostRow = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content?: string;
  author: string;
  image_url: string | null;
  // Null for a bundled path or an external URL.
  image_width?: number | null;
  image_height?: number | null;
  tags: string[] | null;
  published: boolean;
  publish_at?: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  /** Admin reads only. */
  owner_id?: string | null;
} & SeoRow;

const iso = (value: string | Date) => new Date(value).toISOString();
const later = (a: string | Date, b: string | Date) => (new Date(a) > new Date(b) ? a : b);

export function reshapeSummary(row: PostRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    author: row.author,
    imageUrl: row.image_url,
    imageWidth: row.image_width ?? null,
    imageHeight: row.image_height ?? null,
    tags: row.tags && row.tags.length > 0 ? row.tags : null,
    published: row.published,
    publishAt: row.publish_at ? iso(row.publish_at) : null,
    createdAt: iso(row.created_at),
    // Public reads put the publication time in created_at (publicSummaryColumns below). A post
    // scheduled ahead was last saved before it went public, and must not say it changed before
    // it appeared: its dateModified, og:modified_time and sitemap lastmod are at least that time.
    // In the admin's reads created_at is the creation time, which updated_at never precedes.
    updatedAt: iso(later(row.updated_at, row.created_at)),
    ...reshapeSeoFields(row),
    ...(row.owner_id !== undefined ? { ownerId: row.owner_id } : {}),
  };
}

export function reshapePost(row: PostRow): Post {
  return { ...reshapeSummary(row), content: row.content ?? '' };
}

export function toPage(rows: PostRow[], total: number, page: number, pageSize: number): PostPage {
  return {
    posts: rows.map(reshapeSummary),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export const summaryColumns = `id, title, slug, excerpt, author, image_url, image_width, image_height, tags, published, publish_at, created_at, updated_at, ${seoColumns}`;
export const allColumns = `${summaryColumns}, content`;
/** Whose post it is (staff id; null = the Owner's): admin reads only, never public ones. */
export const adminAllColumns = `${allColumns}, owner_id`;
export const adminSummaryColumns = `${summaryColumns}, owner_id`;
// Public reads date a post by when it went public (see the post_schedule migration): SQL, and
// PostgREST's `alias:column`.
export const publicSummaryColumns = summaryColumns.replace('created_at', 'published_at as created_at');
export const publicAllColumns = `${publicSummaryColumns}, content`;
export const publicSummarySelect = summaryColumns.replace('created_at', 'created_at:published_at');
export const publicAllSelect = `${publicSummarySelect}, content`;

/** A row of search_published_posts (see the post_search migration). */
export type SearchRow = PostRow & { headline: string; total: number | string };

export function toSearchPage(rows: SearchRow[], page: number, pageSize: number): SearchPage {
  // Every row carries the total; past the last page there are no rows to carry it.
  const total = Number(rows[0]?.total ?? 0);
  return {
    posts: rows.map((row) => ({ ...reshapeSummary(row), headline: row.headline })),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** A blog_post_revisions row. */
export type RevisionRow = {
  id: string;
  post_id: string;
  title: string;
  excerpt: string;
  content: string;
  tags: string[] | null;
  saved_by: string;
  created_at: string | Date;
};

export const revisionColumns = 'id, post_id, title, excerpt, content, tags, saved_by, created_at';

export function reshapeRevision(row: RevisionRow): PostRevision {
  return {
    id: row.id,
    postId: row.post_id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    tags: row.tags && row.tags.length > 0 ? row.tags : null,
    savedBy: row.saved_by,
    createdAt: iso(row.created_at),
  };
}
