/** The blog's domain types and the contract every storage backend implements. */
import type { PostSeoFields } from './seo-fields';

export type Post = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown; older posts may hold HTML. Rendered through lib/markdown. */
  content: string;
  author: string;
  imageUrl: string | null;
  /** An uploaded image's size in pixels; null for a bundled path or an external URL. */
  imageWidth?: number | null;
  imageHeight?: number | null;
  tags: string[] | null;
  published: boolean;
  /** When a published post goes public (UTC ISO); null = as soon as it is published. See lib/posts/schedule. */
  publishAt?: string | null;
  /** On public reads, the post's public date: its publish time when it had one. */
  createdAt: string;
  updatedAt: string;
  /** Admin reads only: the staff person whose post it is; null = the Owner's (and older posts). */
  ownerId?: string | null;
  // Optional in the type only: every read fills them (reshape), writes must send them (PostInput).
} & Partial<PostSeoFields>;

export type PostSummary = Omit<Post, 'content'>;
/** A post as a list shows it: no text, and no modified date (only its own page and the sitemap show that). */
export type PostCard = Omit<PostSummary, 'updatedAt'>;

/** What a save sends: the post's own fields, every one of them (null where empty). */
export type PostInput = Pick<Post, 'title' | 'slug' | 'excerpt' | 'content' | 'author' | 'imageUrl' | 'tags' | 'published'> &
  Required<Pick<Post, 'imageWidth' | 'imageHeight' | 'publishAt'>> &
  PostSeoFields;

/** A post's text as one save left it. The newest revision is the post's current text. */
export type PostRevision = {
  id: string;
  postId: string;
  title: string;
  excerpt: string;
  content: string;
  tags: string[] | null;
  /** Who saved: the admin client, as the Activity page names it. */
  savedBy: string;
  createdAt: string;
};

/** How many revisions each post keeps (the migration's trigger enforces it). */
export const REVISIONS_KEPT = 25;

export type PageRequest = { page: number; pageSize: number; tag?: string };
export type PostPage<P extends PostCard = PostSummary> = { posts: P[]; total: number; page: number; pageSize: number; pageCount: number };

export type SearchRequest = { query: string; page: number; pageSize: number };

export const ADMIN_POST_STATUSES = ['published', 'scheduled', 'draft'] as const;
export type AdminPostStatus = (typeof ADMIN_POST_STATUSES)[number];
/** `ownerId`: only that person's posts (a role without 'posts:others'); unset, every post. */
export type AdminPostQuery = { page: number; pageSize: number; status?: AdminPostStatus; title?: string; ownerId?: string };
/** A search hit: `headline` is the excerpt with matches wrapped in SEARCH_MARK (see lib/posts/search.ts). */
export type SearchHit = PostSummary & { headline: string };
export type SearchPage = Omit<PostPage, 'posts'> & { posts: SearchHit[] };

/** A write that broke a uniqueness rule, e.g. a slug already in use. */
export class DuplicateSlugError extends Error {
  constructor(slug: string) {
    super(`The slug "${slug}" is already used by another post.`);
    this.name = 'DuplicateSlugError';
  }
}

/** A permanent redirect: an old slug of a published post, or one added by staff. */
export type Redirect = {
  source: string;
  /** A site path or an https URL. */
  target: string;
  kind: 'slug' | 'manual';
  createdAt: string;
};

export type RedirectInput = { source: string; target: string };

/** A manual redirect from a path that already has one. */
export class DuplicateRedirectError extends Error {
  constructor(source: string) {
    super(`There is already a redirect from "${source}".`);
    this.name = 'DuplicateRedirectError';
  }
}

export interface PostRepository {
  /** Published posts, newest first, one page at a time, optionally with one tag. */
  listPublished(request: PageRequest): Promise<PostPage>;
  /**
   * Published posts, newest first, without their bodies (sitemap, feeds, related posts, author
   * pages): all of them, or `limit` from `offset` (the public face caches the index in slices).
   */
  listPublishedIndex(slice?: { offset: number; limit: number }): Promise<PostSummary[]>;
  getPublishedBySlug(slug: string): Promise<Post | null>;
  // Admin: drafts included. Callers must have checked the admin session.
  /** The admin's list, newest first: one page, optionally one status and a title search. */
  listAll(request: AdminPostQuery): Promise<PostPage>;
  getById(id: string): Promise<Post | null>;
  getBySlug(slug: string): Promise<Post | null>;
  /** `savedBy` names who saved in the revision the save keeps. */
  create(input: PostInput, savedBy?: string, ownerId?: string | null): Promise<Post>;
  update(id: string, input: PostInput, savedBy?: string): Promise<Post | null>;
  /** A post's revisions, newest first (at most REVISIONS_KEPT). */
  listRevisions(postId: string): Promise<PostRevision[]>;
  getRevision(id: string): Promise<PostRevision | null>;
  delete(id: string): Promise<boolean>;
  /**
   * Every uploaded image file (`<sha256>.webp`) that a post or a kept revision still names: the
   * featured image, the social image (an SEO field), or the text itself. The uploads clean-up
   * deletes no file in this set.
   */
  listImageNamesInUse(): Promise<Set<string>>;
  /** Scheduled posts whose time came since the last call, each reported once (the publish check). */
  claimNewlyPublic(): Promise<{ slug: string; publishAt: string }[]>;
  /** Published posts matching a websearch-style query, best match first. */
  searchPublished(request: SearchRequest): Promise<SearchPage>;
  // Redirects (slug history and manual ones).
  /** Where one path redirects to, one hop, for everyone: null when it does not. */
  findRedirect(path: string): Promise<string | null>;
  /**
   * Every redirect anyone may follow (manual ones, and old slugs of published posts), one hop
   * each; a manual redirect wins over an old slug from the same path.
   */
  listPublicRedirects(): Promise<Map<string, string>>;
  /** Admin: every redirect, manual ones first. */
  listRedirects(): Promise<Redirect[]>;
  createRedirect(input: RedirectInput): Promise<Redirect>;
  deleteRedirect(source: string): Promise<boolean>;
}
