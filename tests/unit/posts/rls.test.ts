/**
 * @jest-environment node
 *
 * The row-level-security policies and grants in supabase/migrations, proven on both drivers
 * (PGlite, and a real PostgreSQL server as a non-superuser like Supabase's `postgres`): as
 * `anon` (the role of every public request) drafts are invisible and writes are refused.
 */
import type { Database } from '@/lib/db/types';
import { drivers } from '../../helpers/databases';

describe.each(drivers)('blog_posts on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;

  // Creating a database from the migrations is slow on a loaded machine (as in the other suites).
  beforeAll(async () => {
    ({ db, teardown } = await open());
    await db.exec(`
      insert into public.blog_posts (title, slug, excerpt, content, published) values
        ('Live', 'live-post', 'e', 'c', true),
        ('Draft', 'draft-post', 'e', 'c', false);
      insert into public.blog_posts (title, slug, excerpt, content, published, publish_at) values
        ('Later', 'later-post', 'e', 'c', true, now() + interval '1 day');
    `);
  }, 60_000);
  afterAll(() => teardown());

  async function as<T>(role: string, sql: string, params: unknown[] = []) {
    return db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      return tx.query<T>(sql, params);
    });
  }

  describe.each(['anon', 'authenticated'])('as %s', (role) => {
    it('sees published posts only', async () => {
      const { rows } = await as<{ slug: string }>(role, 'select slug from public.blog_posts order by slug');
      expect(rows.map((r) => r.slug)).toEqual(['live-post']);
    });

    it('cannot read a draft even by slug', async () => {
      const { rows } = await as(role, "select slug from public.blog_posts where slug = 'draft-post'");
      expect(rows).toHaveLength(0);
    });

    it('cannot read a scheduled post before its time, count it, find it, or run the publish check', async () => {
      expect((await as(role, "select slug from public.blog_posts where slug = 'later-post'")).rows).toHaveLength(0);
      expect((await as<{ n: number }>(role, "select public.blog_post_public_count('') as n")).rows[0]?.n).toBe(1);
      expect((await as(role, "select * from public.search_published_posts('later', 10, 0)")).rows).toHaveLength(0);
      await expect(as(role, 'select * from public.blog_posts_newly_public()')).rejects.toThrow(/permission denied/);
      await expect(as(role, 'select * from public.blog_schedule_checks')).rejects.toThrow(/permission denied/);
      // The same post with its time passed is public.
      const { rows } = await db.query<{ id: string }>("select id from public.blog_posts where slug = 'later-post'");
      await db.query("update public.blog_posts set publish_at = now() - interval '1 minute' where slug = 'later-post'");
      try {
        expect((await as<{ slug: string }>(role, "select slug from public.blog_posts where slug = 'later-post'")).rows).toHaveLength(1);
      } finally {
        await db.query("update public.blog_posts set publish_at = now() + interval '1 day' where id = $1", [rows[0]!.id]);
      }
    });

    it('cannot insert', async () => {
      await expect(as(role, "insert into public.blog_posts (title, slug, excerpt, content) values ('x', 'x', 'x', 'x')")).rejects.toThrow(/permission denied/);
    });

    it('cannot update', async () => {
      await expect(as(role, "update public.blog_posts set title = 'pwned'")).rejects.toThrow(/permission denied/);
      const { rows } = await db.query<{ title: string }>("select title from public.blog_posts where slug = 'live-post'");
      expect(rows[0]?.title).toBe('Live');
    });

    it('cannot read or write revisions, even of published posts', async () => {
      await expect(as(role, 'select * from public.blog_post_revisions')).rejects.toThrow(/permission denied/);
      await expect(
        as(role, "insert into public.blog_post_revisions (post_id, title, excerpt, content, saved_by) select id, 'x', 'x', 'x', 'x' from public.blog_posts"),
      ).rejects.toThrow(/permission denied/);
      await expect(as(role, 'select public.keep_blog_post_revision()')).rejects.toThrow(/permission denied|trigger functions can only be called as triggers/);
    });

    it('cannot delete', async () => {
      await expect(as(role, 'delete from public.blog_posts')).rejects.toThrow(/permission denied/);
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.blog_posts');
      expect(rows[0]?.n).toBe(3);
    });
  });

  describe('schema rules', () => {
    /** A plan with sequential scans off, in one transaction: `set local` holds on the connection that explains. */
    const withoutSeqScan = (sql: string) =>
      db.transaction(async (tx) => {
        await tx.exec('set local enable_seqscan = off');
        return tx.query<{ 'QUERY PLAN': string }>(sql);
      });

    it('rejects a malformed slug and an unsafe image URL', async () => {
      await expect(db.query("insert into public.blog_posts (title, slug, excerpt, content) values ('t', 'Bad Slug!', 'e', 'c')")).rejects.toThrow(/check/);
      await expect(
        db.query("insert into public.blog_posts (title, slug, excerpt, content, image_url) values ('t', 'img-post', 'e', 'c', 'javascript:alert(1)')"),
      ).rejects.toThrow(/check/);
    });

    it('defaults the author to the agency and published to false', async () => {
      const { rows } = await db.query<{ author: string; published: boolean }>(
        "insert into public.blog_posts (title, slug, excerpt, content) values ('t', 'defaults-post', 'e', 'c') returning author, published",
      );
      expect(rows[0]).toEqual({ author: 'Brightline Growth', published: false });
    });

    it('uses the published-newest-first index', async () => {
      const { rows } = await withoutSeqScan(
        'explain select id from public.blog_posts where published order by created_at desc, id desc limit 10',
      );
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('blog_posts_published_created_at_idx');
    });

    it('lists public posts by public date through its own index', async () => {
      const { rows } = await withoutSeqScan(
        'explain select id from public.blog_posts where published order by published_at desc, id desc limit 10',
      );
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('blog_posts_published_at_idx');
    });
  });

  describe('published counts', () => {
    // The table counts scheduled posts too, so it is the server's alone (role_grants migration);
    // anon counts through blog_post_public_count(), which leaves those out.
    const count = async (tag: string) =>
      (await db.query<{ published: number }>('select published from public.blog_post_counts where tag = $1', [tag])).rows[0]?.published ?? 0;
    const publicCount = async (tag: string) => (await as<{ n: number }>('anon', 'select public.blog_post_public_count($1) as n', [tag])).rows[0]?.n;

    it('follow inserts, publishing, retagging and deletes, and anon reads them through the public count', async () => {
      const before = await count('');
      await db.query("insert into public.blog_posts (title, slug, excerpt, content, tags, published) values ('c', 'count-a', 'e', 'c', array['x','x','y'], true)");
      expect(await count('')).toBe(before + 1);
      expect(await count('x')).toBe(1);
      expect(await publicCount('x')).toBe(1);
      await db.query("update public.blog_posts set tags = array['y'] where slug = 'count-a'");
      expect(await count('x')).toBe(0);
      expect(await count('y')).toBe(1);
      expect(await publicCount('x')).toBe(0);
      expect(await publicCount('y')).toBe(1);
      await db.query("update public.blog_posts set published = false where slug = 'count-a'");
      expect(await count('')).toBe(before);
      expect(await count('y')).toBe(0);
      expect(await publicCount('y')).toBe(0);
      await db.query("update public.blog_posts set published = true where slug = 'count-a'");
      await db.query("delete from public.blog_posts where slug = 'count-a'");
      expect(await count('')).toBe(before);
    });

    it('cannot be read or written by anon', async () => {
      await expect(as('anon', 'select published from public.blog_post_counts')).rejects.toThrow(/permission denied/);
      await expect(as('anon', "update public.blog_post_counts set published = 999")).rejects.toThrow(/permission denied/);
    });
  });
});
