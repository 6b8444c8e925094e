/** The blog's domain types and the contract every storage backend implements. */

export type Post = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown; older posts may hold HTML. Rendered through lib/markdown. */
  content: string;
  author: string;
  imageUrl: string | null;
  tags: string[] | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
};

export type PostSummary = Omit<Post, 'content'>;

export type PostInput = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  imageUrl: string | null;
  tags: string[] | null;
  published: boolean;
};

export type PageRequest = { page: number; pageSize: number; tag?: string };
export type PostPage = { posts: PostSummary[]; total: number; page: number; pageSize: number; pageCount: number };

export type SearchRequest = { query: string; page: number; pageSize: number };
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

export interface PostRepository {
  /** Published posts, newest first, one page at a time, optionally with one tag. */
  listPublished(request: PageRequest): Promise<PostPage>;
  /** Every published post's slug and dates (sitemap, feed, static params). */
  listPublishedIndex(): Promise<Pick<Post, 'slug' | 'title' | 'excerpt' | 'author' | 'tags' | 'createdAt' | 'updatedAt'>[]>;
  getPublishedBySlug(slug: string): Promise<Post | null>;
  // Admin: drafts included. Callers must have checked the admin session.
  listAll(): Promise<PostSummary[]>;
  getById(id: string): Promise<Post | null>;
  getBySlug(slug: string): Promise<Post | null>;
  create(input: PostInput): Promise<Post>;
  update(id: string, input: PostInput): Promise<Post | null>;
  delete(id: string): Promise<boolean>;
  /** Published posts matching a websearch-style query, best match first. */
  searchPublished(request: SearchRequest): Promise<SearchPage>;
}
