import 'server-only';
import { database, type GetDatabase, type Queryable } from '@/lib/db';
import { isUuid } from '@/lib/ids';
import {
  adminAllColumns as allColumns,
  adminSummaryColumns,
  publicAllColumns,
  publicSummaryColumns,
  reshapePost,
  reshapeRevision,
  reshapeSummary,
  revisionColumns,
  toPage,
  toSearchPage,
  type PostRow,
  type RevisionRow,
  type SearchRow,
} from './reshape';
import { blogSlugOf, reshapeRedirect, type RedirectRow } from './redirect-rows';
import { likePattern } from '@/lib/sql-pattern';
import { seoRow } from './seo-rows';
import { SEARCH_QUERY_MAX_LENGTH, cleanSearchText } from './search';
import { DuplicateRedirectError, DuplicateSlugError, type PostInput, type PostRepository } from './types';

/**
 * Posts on the embedded PGlite database. Public reads run as the `anon` role so the same
 * row-level-security policies as on Supabase keep drafts out of them.
 */
export function createPostRepository(getDb: GetDatabase): PostRepository {
  async function asAnon<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const db = await getDb();
    return db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      return work(tx);
    });
  }

  /** A save in one transaction that names who saved, for the revision the trigger keeps. */
  async function write(work: (tx: Queryable) => Promise<PostRow | undefined>, slug: string, savedBy: string | undefined) {
    try {
      return await (await getDb()).transaction(async (tx) => {
        if (savedBy) await tx.query(`select set_config('app.saved_by', $1, true)`, [savedBy]);
        return work(tx);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new DuplicateSlugError(slug);
      throw error;
    }
  }

  /**
   * A post's writable columns with their values, in one list: the insert and the update both bind
   * from it, so a column is named once and its value sits beside it.
   */
  const writable = (input: PostInput): Record<string, unknown> => ({
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author,
    image_url: input.imageUrl,
    tags: input.tags,
    published: input.published,
    image_width: input.imageWidth ?? null,
    image_height: input.imageHeight ?? null,
    ...seoRow(input),
    publish_at: input.publishAt,
  });

  return {
    async listPublished({ page, pageSize, tag }) {
      return asAnon(async (tx) => {
        const filter = tag ? 'where published and tags @> array[$3]::text[]' : 'where published';
        const params = tag ? [pageSize, (page - 1) * pageSize, tag] : [pageSize, (page - 1) * pageSize];
        const rows = await tx.query<PostRow>(
          `select ${publicSummaryColumns} from public.blog_posts ${filter} order by published_at desc, id desc limit $1 offset $2`,
          params,
        );
        // Kept by a trigger (see the blog_post_counts migration), less scheduled posts: constant cost at any size.
        const count = await tx.query<{ total: number }>('select public.blog_post_public_count($1) as total', [tag ?? '']);
        return toPage(rows.rows, count.rows[0]?.total ?? 0, page, pageSize);
      });
    },

    async listPublishedIndex(slice) {
      return asAnon(async (tx) => {
        const { rows } = await tx.query<PostRow>(
          `select ${publicSummaryColumns} from public.blog_posts where published order by published_at desc, id desc
           offset $1 limit $2`,
          [slice?.offset ?? 0, slice?.limit ?? null],
        );
        return rows.map(reshapeSummary);
      });
    },

    async getPublishedBySlug(slug) {
      return asAnon(async (tx) => {
        const { rows } = await tx.query<PostRow>(
          `select ${publicAllColumns} from public.blog_posts where slug = $1 and published limit 1`,
          [slug],
        );
        return rows[0] ? reshapePost(rows[0]) : null;
      });
    },

    async listAll({ page, pageSize, status, title, ownerId }) {
      if (ownerId !== undefined && !isUuid(ownerId)) return toPage([], 0, page, pageSize);
      const params: string[] = [];
      const param = (value: string) => `$${params.push(value)}`;
      const where = [
        status === 'draft' && 'not published',
        status === 'published' && 'published and (publish_at is null or publish_at <= now())',
        status === 'scheduled' && 'published and publish_at > now()',
        title && `title ilike ${param(likePattern(title))}`,
        ownerId !== undefined && `owner_id = ${param(ownerId)}::uuid`,
      ].filter(Boolean);
      const filter = where.length ? `where ${where.join(' and ')}` : '';
      const at = params.length;
      const db = await getDb();
      const [rows, count] = await Promise.all([
        db.query<PostRow>(
          `select ${adminSummaryColumns} from public.blog_posts ${filter} order by created_at desc, id desc limit $${at + 1} offset $${at + 2}`,
          [...params, pageSize, (page - 1) * pageSize],
        ),
        db.query<{ total: number }>(`select count(*)::int as total from public.blog_posts ${filter}`, params),
      ]);
      return toPage(rows.rows, count.rows[0]?.total ?? 0, page, pageSize);
    },

    async getById(id) {
      if (!isUuid(id)) return null;
      const { rows } = await (await getDb()).query<PostRow>(
        `select ${allColumns} from public.blog_posts where id = $1::uuid limit 1`,
        [id],
      );
      return rows[0] ? reshapePost(rows[0]) : null;
    },

    async getBySlug(slug) {
      const { rows } = await (await getDb()).query<PostRow>(
        `select ${allColumns} from public.blog_posts where slug = $1 limit 1`,
        [slug],
      );
      return rows[0] ? reshapePost(rows[0]) : null;
    },

    async create(input, savedBy, ownerId = null) {
      const row = await write(async (db) => {
        const row = { ...writable(input), owner_id: ownerId };
        const columns = Object.keys(row);
        const { rows } = await db.query<PostRow>(
          `insert into public.blog_posts (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning ${allColumns}`,
          Object.values(row),
        );
        return rows[0];
      }, input.slug, savedBy);
      if (!row) throw new Error('Insert returned no row');
      return reshapePost(row);
    },

    async update(id, input, savedBy) {
      if (!isUuid(id)) return null;
      const row = await write(async (db) => {
        const row = writable(input);
        const columns = Object.keys(row);
        const { rows } = await db.query<PostRow>(
          `update public.blog_posts set ${columns.map((column, i) => `${column} = $${i + 1}`).join(', ')}
           where id = $${columns.length + 1}::uuid returning ${allColumns}`,
          [...Object.values(row), id],
        );
        return rows[0];
      }, input.slug, savedBy);
      return row ? reshapePost(row) : null;
    },

    async listRevisions(postId) {
      if (!isUuid(postId)) return [];
      const { rows } = await (await getDb()).query<RevisionRow>(
        `select ${revisionColumns} from public.blog_post_revisions where post_id = $1::uuid order by created_at desc, id desc`,
        [postId],
      );
      return rows.map(reshapeRevision);
    },

    async getRevision(id) {
      if (!isUuid(id)) return null;
      const { rows } = await (await getDb()).query<RevisionRow>(
        `select ${revisionColumns} from public.blog_post_revisions where id = $1::uuid`,
        [id],
      );
      return rows[0] ? reshapeRevision(rows[0]) : null;
    },

    async listImageNamesInUse() {
      // Any mention counts, whatever the URL around it (/media/…, a Storage URL, markdown, HTML).
      const { rows } = await (await getDb()).query<{ name: string }>(
        `select distinct found[1] || '.webp' as name from (
           select regexp_matches(concat_ws(' ', image_url, social_image_url, canonical_url, excerpt, content), '([0-9a-f]{64})\\.webp', 'g') as found
             from public.blog_posts
           union all
           select regexp_matches(concat_ws(' ', title, excerpt, content), '([0-9a-f]{64})\\.webp', 'g')
             from public.blog_post_revisions
         ) mentions`,
      );
      return new Set(rows.map((row) => row.name));
    },

    async delete(id) {
      if (!isUuid(id)) return false;
      const { affectedRows } = await (await getDb()).query('delete from public.blog_posts where id = $1::uuid', [id]);
      return (affectedRows ?? 0) > 0;
    },

    async claimNewlyPublic() {
      const { rows } = await (await getDb()).query<{ slug: string; publish_at: string | Date }>('select * from public.blog_posts_newly_public()');
      return rows.map((row) => ({ slug: row.slug, publishAt: new Date(row.publish_at).toISOString() }));
    },

    async searchPublished({ query, page, pageSize }) {
      return asAnon(async (tx) => {
        const { rows } = await tx.query<SearchRow>('select * from public.search_published_posts($1, $2, $3)', [
          cleanSearchText(query).slice(0, SEARCH_QUERY_MAX_LENGTH),
          pageSize,
          (page - 1) * pageSize,
        ]);
        return toSearchPage(rows, page, pageSize);
      });
    },
  
    async findRedirect(path) {
      return asAnon(async (tx) => {
        const manual = await tx.query<{ target: string }>('select target from public.redirects where source_path = $1', [path]);
        if (manual.rows[0]) return manual.rows[0].target;
        const slug = blogSlugOf(path);
        if (!slug) return null;
        // Row-level security hides unpublished posts: an old slug of a draft redirects nowhere.
        const { rows } = await tx.query<{ slug: string }>(
          `select p.slug from public.blog_post_slug_history h join public.blog_posts p on p.id = h.post_id where h.slug = $1`,
          [slug],
        );
        return rows[0] ? `/blog/${rows[0].slug}` : null;
      });
    },

    async listPublicRedirects() {
      return asAnon(async (tx) => {
        // Old slugs first, so a manual redirect from the same path overwrites them.
        const { rows } = await tx.query<{ source: string; target: string }>(
          `select '/blog/' || h.slug as source, '/blog/' || p.slug as target, 0 as rank
             from public.blog_post_slug_history h join public.blog_posts p on p.id = h.post_id
           union all
           select source_path, target, 1 from public.redirects
           order by rank`,
        );
        return new Map(rows.map((row) => [row.source, row.target]));
      });
    },

    async listRedirects() {
      const db = await getDb();
      const manual = await db.query<RedirectRow>(
        `select source_path as source, target, 'manual' as kind, created_at from public.redirects order by created_at desc, source_path`,
      );
      const slugs = await db.query<RedirectRow>(
        `select '/blog/' || h.slug as source, '/blog/' || p.slug as target, 'slug' as kind, h.created_at
         from public.blog_post_slug_history h join public.blog_posts p on p.id = h.post_id
         order by h.created_at desc, h.slug`,
      );
      return [...manual.rows, ...slugs.rows].map(reshapeRedirect);
    },

    async createRedirect({ source, target }) {
      try {
        const { rows } = await (await getDb()).query<RedirectRow>(
          `insert into public.redirects (source_path, target) values ($1, $2)
           returning source_path as source, target, 'manual' as kind, created_at`,
          [source, target],
        );
        return reshapeRedirect(rows[0]!);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new DuplicateRedirectError(source);
        throw error;
      }
    },

    async deleteRedirect(source) {
      const { affectedRows } = await (await getDb()).query('delete from public.redirects where source_path = $1', [source]);
      return (affectedRows ?? 0) > 0;
    },
  };
}

let repository: PostRepository | undefined;

/** The blog's one repository. Private to lib/: routes and components read through lib/posts/public.ts or lib/posts/admin.ts. */
export function postRepository(): PostRepository {
  return (repository ??= createPostRepository(database));
}
