import type { PGlite, Transaction } from '@electric-sql/pglite';
import { allColumns, reshapePost, reshapeSummary, summaryColumns, toPage, toSearchPage, type PostRow, type SearchRow } from './reshape';
import { blogSlugOf, reshapeRedirect, type RedirectRow } from './redirect-rows';
import { SEARCH_QUERY_MAX_LENGTH, cleanSearchText } from './search';
import { DuplicateRedirectError, DuplicateSlugError, type PostInput, type PostRepository } from './types';

/**
 * Posts on the embedded PGlite database. Public reads run as the `anon` role so the same
 * row-level-security policies as on Supabase keep drafts out of them.
 */
export function createLocalRepository(getDb: () => Promise<PGlite>): PostRepository {
  async function asAnon<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const db = await getDb();
    return db.transaction(async (tx) => {
      await tx.exec('set local role anon');
      return work(tx);
    });
  }

  async function write(work: (db: PGlite) => Promise<PostRow | undefined>, slug: string) {
    try {
      return await work(await getDb());
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new DuplicateSlugError(slug);
      throw error;
    }
  }

  const values = (input: PostInput) => [
    input.title,
    input.slug,
    input.excerpt,
    input.content,
    input.author,
    input.imageUrl,
    input.tags,
    input.published,
  ];

  return {
    async listPublished({ page, pageSize, tag }) {
      return asAnon(async (tx) => {
        const filter = tag ? 'where published and tags @> array[$3]::text[]' : 'where published';
        const params = tag ? [pageSize, (page - 1) * pageSize, tag] : [pageSize, (page - 1) * pageSize];
        const rows = await tx.query<PostRow>(
          `select ${summaryColumns} from public.blog_posts ${filter} order by created_at desc, id desc limit $1 offset $2`,
          params,
        );
        // Kept by a trigger (see the blog_post_counts migration): constant cost at any size.
        const count = await tx.query<{ total: number }>('select published as total from public.blog_post_counts where tag = $1', [tag ?? '']);
        return toPage(rows.rows, count.rows[0]?.total ?? 0, page, pageSize);
      });
    },

    async listPublishedIndex() {
      return asAnon(async (tx) => {
        const { rows } = await tx.query<PostRow>(
          `select ${summaryColumns} from public.blog_posts where published order by created_at desc, id desc`,
        );
        return rows.map(reshapeSummary);
      });
    },

    async getPublishedBySlug(slug) {
      return asAnon(async (tx) => {
        const { rows } = await tx.query<PostRow>(
          `select ${allColumns} from public.blog_posts where slug = $1 and published limit 1`,
          [slug],
        );
        return rows[0] ? reshapePost(rows[0]) : null;
      });
    },

    async listAll() {
      const { rows } = await (await getDb()).query<PostRow>(
        `select ${summaryColumns} from public.blog_posts order by created_at desc, id desc`,
      );
      return rows.map(reshapeSummary);
    },

    async getById(id) {
      const { rows } = await (await getDb()).query<PostRow>(
        `select ${allColumns} from public.blog_posts where id::text = $1 limit 1`,
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

    async create(input) {
      const row = await write(async (db) => {
        const { rows } = await db.query<PostRow>(
          `insert into public.blog_posts (title, slug, excerpt, content, author, image_url, tags, published)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${allColumns}`,
          values(input),
        );
        return rows[0];
      }, input.slug);
      if (!row) throw new Error('Insert returned no row');
      return reshapePost(row);
    },

    async update(id, input) {
      const row = await write(async (db) => {
        const { rows } = await db.query<PostRow>(
          `update public.blog_posts set title = $1, slug = $2, excerpt = $3, content = $4, author = $5,
             image_url = $6, tags = $7, published = $8
           where id::text = $9 returning ${allColumns}`,
          [...values(input), id],
        );
        return rows[0];
      }, input.slug);
      return row ? reshapePost(row) : null;
    },

    async delete(id) {
      const { affectedRows } = await (await getDb()).query('delete from public.blog_posts where id::text = $1', [id]);
      return (affectedRows ?? 0) > 0;
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
