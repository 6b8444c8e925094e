import type { SupabaseClient } from '@supabase/supabase-js';
import { createAnonClient, createServiceClient, type SupabaseConfig } from '@/lib/db/supabase';
import { isUuid } from '@/lib/ids';
import { allColumns, reshapePost, reshapeSummary, summaryColumns, toPage, type PostRow } from './reshape';
import { DuplicateSlugError, type PostInput, type PostRepository } from './types';

/**
 * Posts on a Supabase project. Public reads use the anon key (RLS shows published rows
 * only) and never touch request cookies, so pages using them stay statically cacheable.
 * Admin reads and writes use the service-role key, which must stay on the server.
 */
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
    tags: input.tags,
    published: input.published,
  });

  function fail(error: { code?: string; message: string }, slug?: string): never {
    if (error.code === '23505' && slug) throw new DuplicateSlugError(slug);
    throw new Error(`Supabase: ${error.message}`);
  }

  return {
    async listPublished({ page, pageSize, tag }) {
      let query = anon
        .from('blog_posts')
        .select(summaryColumns)
        .eq('published', true)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range((page - 1) * pageSize, page * pageSize - 1);
      if (tag) query = query.contains('tags', [tag]);
      // Counts are kept by a trigger (blog_post_counts): constant cost at any size.
      const [{ data, error }, counted] = await Promise.all([
        query,
        anon.from('blog_post_counts').select('published').eq('tag', tag ?? '').maybeSingle<{ published: number }>(),
      ]);
      // Past the last page PostgREST answers 416; that is an empty page, not a failure.
      if (error && error.code !== 'PGRST103') fail(error);
      if (counted.error) fail(counted.error);
      return toPage((data ?? []) as PostRow[], counted.data?.published ?? 0, page, pageSize);
    },

    async listPublishedIndex() {
      const { data, error } = await anon
        .from('blog_posts')
        .select(summaryColumns)
        .eq('published', true)
        .order('created_at', { ascending: false });
      if (error) fail(error);
      return (data as PostRow[]).map(reshapeSummary);
    },

    async getPublishedBySlug(slug) {
      const { data, error } = await anon.from('blog_posts').select(allColumns).eq('slug', slug).eq('published', true).maybeSingle();
      if (error) fail(error);
      return data ? reshapePost(data as PostRow) : null;
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

    async create(input) {
      const { data, error } = await admin().from('blog_posts').insert(row(input)).select(allColumns).single();
      if (error) fail(error, input.slug);
      return reshapePost(data as PostRow);
    },

    async update(id, input) {
      if (!isUuid(id)) return null;
      const { data, error } = await admin().from('blog_posts').update(row(input)).eq('id', id).select(allColumns).maybeSingle();
      if (error) fail(error, input.slug);
      return data ? reshapePost(data as PostRow) : null;
    },

    async delete(id) {
      if (!isUuid(id)) return false;
      const { data, error } = await admin().from('blog_posts').delete().eq('id', id).select('id');
      if (error) fail(error);
      return (data ?? []).length > 0;
    },
  };
}
