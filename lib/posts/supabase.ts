import type { SupabaseClient } from '@supabase/supabase-js';
import { createAnonClient, createServiceClient, type SupabaseConfig } from '@/lib/db/supabase';
import { isUuid } from '@/lib/ids';
import {
  allColumns,
  publicAllSelect,
  publicSummarySelect,
  reshapePost,
  reshapeRevision,
  reshapeSummary,
  revisionColumns,
  summaryColumns,
  toPage,
  toSearchPage,
  type PostRow,
  type RevisionRow,
  type SearchRow,
} from './reshape';
import { blogSlugOf, reshapeRedirect } from './redirect-rows';
import { seoRow } from './seo-rows';
import { SEARCH_QUERY_MAX_LENGTH, cleanSearchText } from './search';
import { DuplicateRedirectError, DuplicateSlugError, type PostInput, type PostRepository } from './types';

/**
 * Posts on a Supabase project. Public reads use the anon key (RLS shows published rows
 * only) and never touch request cookies, so pages using them stay statically cacheable.
 * Admin reads and writes use the service-role key, which must stay on the server.
 */
/** Who saved, for the revision the trigger keeps (PostgREST exposes it as request.headers). */
const SAVED_BY_HEADER = 'x-saved-by';

/** Beyond PostgREST's default page of 1,000 rows, ask for more explicitly. */
const MAX_PUBLIC_REDIRECTS = 10_000;

export function createSupabaseRepository(config: SupabaseConfig): PostRepository {
  const anon = createAnonClient(config);
  let service: SupabaseClient | undefined;
  const admin = () => (service ??= createServiceClient(config));

  const row = (input: PostInput) => ({
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author,
    image_url: input.imageUrl,
    image_width: input.imageWidth,
    image_height: input.imageHeight,
    tags: input.tags,
    published: input.published,
    ...seoRow(input),
    publish_at: input.publishAt,
  });

  function fail(error: { code?: string; message: string }, slug?: string): never {
    if (error.code === '23505' && slug) throw new DuplicateSlugError(slug);
    throw new Error(`Supabase: ${error.message}`);
  }

  return {
    async listPublished({ page, pageSize, tag }) {
      let query = anon
        .from('blog_posts')
        .select(publicSummarySelect)
        .eq('published', true)
        .order('published_at', { ascending: false })
        .order('id', { ascending: false })
        .range((page - 1) * pageSize, page * pageSize - 1);
      if (tag) query = query.contains('tags', [tag]);
      // Counts are kept by a trigger (blog_post_counts), less scheduled posts: constant cost at any size.
      const [{ data, error }, counted] = await Promise.all([query, anon.rpc('blog_post_public_count', { p_tag: tag ?? '' })]);
      // Past the last page PostgREST answers 416; that is an empty page, not a failure.
      if (error && error.code !== 'PGRST103') fail(error);
      if (counted.error) fail(counted.error);
      return toPage((data ?? []) as unknown as PostRow[], Number(counted.data ?? 0), page, pageSize);
    },

    async listPublishedIndex() {
      const { data, error } = await anon
        .from('blog_posts')
        .select(publicSummarySelect)
        .eq('published', true)
        .order('published_at', { ascending: false })
        .order('id', { ascending: false });
      if (error) fail(error);
      return (data as unknown as PostRow[]).map(reshapeSummary);
    },

    async getPublishedBySlug(slug) {
      const { data, error } = await anon.from('blog_posts').select(publicAllSelect).eq('slug', slug).eq('published', true).maybeSingle();
      if (error) fail(error);
      return data ? reshapePost(data as unknown as PostRow) : null;
    },

    async listAll() {
      const { data, error } = await admin().from('blog_posts').select(summaryColumns).order('created_at', { ascending: false });
      if (error) fail(error);
      return (data as PostRow[]).map(reshapeSummary);
    },

    async getById(id) {
      if (!isUuid(id)) return null;
      const { data, error } = await admin().from('blog_posts').select(allColumns).eq('id', id).maybeSingle();
      if (error) fail(error);
      return data ? reshapePost(data as PostRow) : null;
    },

    async getBySlug(slug) {
      const { data, error } = await admin().from('blog_posts').select(allColumns).eq('slug', slug).maybeSingle();
      if (error) fail(error);
      return data ? reshapePost(data as PostRow) : null;
    },

    async create(input, savedBy) {
      const { data, error } = await admin().from('blog_posts').insert(row(input)).select(allColumns).setHeader(SAVED_BY_HEADER, savedBy ?? '').single();
      if (error) fail(error, input.slug);
      return reshapePost(data as PostRow);
    },

    async update(id, input, savedBy) {
      if (!isUuid(id)) return null;
      const { data, error } = await admin()
        .from('blog_posts')
        .update(row(input))
        .eq('id', id)
        .select(allColumns)
        .setHeader(SAVED_BY_HEADER, savedBy ?? '')
        .maybeSingle();
      if (error) fail(error, input.slug);
      return data ? reshapePost(data as PostRow) : null;
    },

    async listRevisions(postId) {
      if (!isUuid(postId)) return [];
      const { data, error } = await admin()
        .from('blog_post_revisions')
        .select(revisionColumns)
        .eq('post_id', postId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false });
      if (error) fail(error);
      return (data as RevisionRow[]).map(reshapeRevision);
    },

    async getRevision(id) {
      if (!isUuid(id)) return null;
      const { data, error } = await admin().from('blog_post_revisions').select(revisionColumns).eq('id', id).maybeSingle();
      if (error) fail(error);
      return data ? reshapeRevision(data as RevisionRow) : null;
    },

    async delete(id) {
      if (!isUuid(id)) return false;
      const { data, error } = await admin().from('blog_posts').delete().eq('id', id).select('id');
      if (error) fail(error);
      return (data ?? []).length > 0;
    },

    async claimNewlyPublic() {
      const { data, error } = await admin().rpc('blog_posts_newly_public');
      if (error) fail(error);
      return ((data ?? []) as { slug: string; publish_at: string }[]).map((row) => ({ slug: row.slug, publishAt: new Date(row.publish_at).toISOString() }));
    },

    async searchPublished({ query, page, pageSize }) {
      // An RPC with the anon key: the function runs as the caller, so RLS hides drafts.
      const { data, error } = await anon.rpc('search_published_posts', {
        p_query: cleanSearchText(query).slice(0, SEARCH_QUERY_MAX_LENGTH),
        p_limit: pageSize,
        p_offset: (page - 1) * pageSize,
      });
      if (error) fail(error);
      return toSearchPage((data ?? []) as SearchRow[], page, pageSize);
    },

    async findRedirect(path) {
      const manual = await anon.from('redirects').select('target').eq('source_path', path).maybeSingle<{ target: string }>();
      if (manual.error) fail(manual.error);
      if (manual.data) return manual.data.target;
      const slug = blogSlugOf(path);
      if (!slug) return null;
      // The inner join through RLS drops old slugs of unpublished posts.
      const { data, error } = await anon
        .from('blog_post_slug_history')
        .select('blog_posts!inner(slug)')
        .eq('slug', slug)
        .maybeSingle<{ blog_posts: { slug: string } }>();
      if (error) fail(error);
      return data ? `/blog/${data.blog_posts.slug}` : null;
    },

    async listPublicRedirects() {
      // Anon key: the inner join through RLS drops old slugs of unpublished posts.
      const [manual, slugs] = await Promise.all([
        anon.from('redirects').select('source_path, target').range(0, MAX_PUBLIC_REDIRECTS - 1),
        anon.from('blog_post_slug_history').select('slug, blog_posts!inner(slug)').range(0, MAX_PUBLIC_REDIRECTS - 1),
      ]);
      if (manual.error) fail(manual.error);
      if (slugs.error) fail(slugs.error);
      const map = new Map<string, string>();
      for (const row of slugs.data as unknown as { slug: string; blog_posts: { slug: string } }[]) {
        map.set(`/blog/${row.slug}`, `/blog/${row.blog_posts.slug}`);
      }
      for (const row of manual.data as { source_path: string; target: string }[]) map.set(row.source_path, row.target);
      return map;
    },

    async listRedirects() {
      const [manual, slugs] = await Promise.all([
        admin().from('redirects').select('source_path, target, created_at').order('created_at', { ascending: false }),
        admin().from('blog_post_slug_history').select('slug, created_at, blog_posts!inner(slug)').order('created_at', { ascending: false }),
      ]);
      if (manual.error) fail(manual.error);
      if (slugs.error) fail(slugs.error);
      return [
        ...(manual.data as { source_path: string; target: string; created_at: string }[]).map((row) =>
          reshapeRedirect({ source: row.source_path, target: row.target, kind: 'manual', created_at: row.created_at }),
        ),
        ...(slugs.data as unknown as { slug: string; created_at: string; blog_posts: { slug: string } }[]).map((row) =>
          reshapeRedirect({ source: `/blog/${row.slug}`, target: `/blog/${row.blog_posts.slug}`, kind: 'slug', created_at: row.created_at }),
        ),
      ];
    },

    async createRedirect({ source, target }) {
      const { data, error } = await admin().from('redirects').insert({ source_path: source, target }).select('source_path, target, created_at').single();
      if (error?.code === '23505') throw new DuplicateRedirectError(source);
      if (error) fail(error);
      const row = data as { source_path: string; target: string; created_at: string };
      return reshapeRedirect({ source: row.source_path, target: row.target, kind: 'manual', created_at: row.created_at });
    },

    async deleteRedirect(source) {
      const { data, error } = await admin().from('redirects').delete().eq('source_path', source).select('source_path');
      if (error) fail(error);
      return (data ?? []).length > 0;
    },
  };
}
