/**
 * @jest-environment node
 *
 * What each of Supabase's API roles may do to every table, on a real PostgreSQL server where
 * nothing is granted automatically (as on a Supabase project created since mid-2026). Supabase
 * publishes a REST API for every project: these grants and policies are all that stands between
 * the public anon key and the data.
 */
import { createPostRepository } from '@/lib/posts/repository';
import { createLeadRepository } from '@/lib/leads/repository';
import { NO_SEO_FIELDS } from '@/lib/posts/seo-fields';
import type { PostInput } from '@/lib/posts/types';
import { drivers, type TestDatabase } from '../../helpers/databases';

const postgresDriver = drivers.find((driver) => driver.name === 'PostgreSQL')!;

let opened: TestDatabase;
const db = () => opened.db;

const post = (overrides: Partial<PostInput>): PostInput => ({
  title: 'Role test',
  slug: 'role-test',
  excerpt: 'Excerpt.',
  content: 'Body.',
  author: 'Brightline Growth',
  imageUrl: null,
  imageWidth: null,
  imageHeight: null,
  tags: ['seo'],
  published: true,
  ...NO_SEO_FIELDS,
  publishAt: null,
  ...overrides,
});

beforeAll(async () => {
  opened = await postgresDriver.open();
  const posts = createPostRepository(async () => db());
  await posts.create(post({ slug: 'public-post', tags: ['seo'] }));
  await posts.create(post({ slug: 'draft-post', published: false, tags: ['secret-draft-topic'] }));
  await posts.create(post({ slug: 'scheduled-post', publishAt: new Date(Date.now() + 86_400_000).toISOString(), tags: ['secret-launch-topic'] }));
  // A published post renamed (old slug kept), then taken back to draft: its old slug must not leak.
  const withdrawn = await posts.create(post({ slug: 'withdrawn-old-slug' }));
  await posts.update(withdrawn.id, post({ slug: 'withdrawn-new-slug' }));
  await posts.update(withdrawn.id, post({ slug: 'withdrawn-new-slug', published: false }));
  await createLeadRepository(async () => db()).createContactRequest(
    { source: 'contact', fullName: 'Lee Lead', email: 'lee@example.com', company: null, phone: null, serviceAreas: null, message: 'Secret lead', page: '/contact', userAgent: null },
    ['email'],
  );
  await db().query(`select public.admin_session_start(repeat('a', 43), 3600, 600)`);
  await db().query(`insert into public.audit_events (event, client_key, detail) values ('sign-in', 'client', '{}')`);
  await db().query(`select * from public.rate_limit_take('login', 'client', 5, 600)`);
}, 60_000);
afterAll(() => opened.teardown());

/** Runs `statement` as `role`; answers 'allowed' or 'denied' (a permission error, 42501). */
async function attempt(role: string, statement: string): Promise<'allowed' | 'denied'> {
  try {
    await db().transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      await tx.query(statement);
      throw Object.assign(new Error('rollback'), { code: 'ROLLBACK' });
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '42501') return 'denied';
    // Anything else (a constraint on an empty insert, our rollback) got past the permission check.
    return 'allowed';
  }
  return 'allowed';
}

async function rowsAs<T>(role: string, statement: string): Promise<T[]> {
  return db().transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return (await tx.query<T>(statement)).rows;
  });
}

const PUBLIC_READABLE = ['blog_posts', 'blog_post_slug_history', 'redirects'];

describe('every table, every role, every verb (PostgreSQL)', () => {
  let tables: { name: string; column: string }[];
  beforeAll(async () => {
    const { rows } = await db().query<{ name: string; column: string }>(
      // An updatable column: an identity column would fail for its own reason first.
      `select c.relname as name, (select a.attname from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and a.attidentity = '' and a.attgenerated = '' and not a.attisdropped order by a.attnum limit 1) as column
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    tables = rows;
  });

  it('finds every table of the schema, each with row-level security on', async () => {
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['blog_posts', 'contact_requests', 'admin_sessions', 'audit_events', 'lead_notifications']));
    const { rows } = await db().query<{ relname: string }>(
      `select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
  });

  for (const role of ['anon', 'authenticated']) {
    it(`${role}: reads only the public tables, writes none`, async () => {
      const matrix: Record<string, string[]> = {};
      for (const { name, column } of tables) {
        matrix[name] = [
          // A column rather than *: blog_posts is readable but for owner_id (post-owner-private.test.ts).
          await attempt(role, `select ${column} from public.${name} limit 1`),
          await attempt(role, `insert into public.${name} default values`),
          await attempt(role, `update public.${name} set ${column} = ${column} where false`),
          await attempt(role, `delete from public.${name} where false`),
        ];
      }
      const expected = Object.fromEntries(
        tables.map(({ name }) => [name, [PUBLIC_READABLE.includes(name) ? 'allowed' : 'denied', 'denied', 'denied', 'denied']]),
      );
      expect(matrix).toEqual(expected);
    });

    it(`${role}: sees published posts only, and no old slug of a withdrawn post`, async () => {
      const slugs = (await rowsAs<{ slug: string }>(role, 'select slug from public.blog_posts order by slug')).map((r) => r.slug);
      expect(slugs).toContain('public-post');
      expect(slugs).not.toEqual(expect.arrayContaining(['draft-post']));
      expect(slugs).not.toContain('scheduled-post');
      expect(slugs).not.toContain('withdrawn-new-slug');
      const history = (await rowsAs<{ slug: string }>(role, 'select slug from public.blog_post_slug_history')).map((r) => r.slug);
      expect(history).not.toContain('withdrawn-old-slug');
    });

    it(`${role}: cannot learn the topics of drafts or scheduled posts`, async () => {
      expect(await attempt(role, 'select * from public.blog_post_counts')).toBe('denied');
      const [count] = await rowsAs<{ total: number }>(role, `select public.blog_post_public_count('secret-launch-topic') as total`);
      expect(count?.total).toBe(0);
    });

    it(`${role}: cannot call the server's functions`, async () => {
      for (const call of [
        `select public.admin_session_touch(repeat('a', 43), 600)`,
        `select public.admin_session_revoke_all()`,
        `select * from public.lead_notifications_claim(10, 60, null)`,
        `select * from public.blog_posts_newly_public()`,
        `select * from public.rate_limit_take('login', 'client', 5, 600)`,
      ]) {
        expect([call, await attempt(role, call)]).toEqual([call, 'denied']);
      }
    });
  }

  it('service_role: every verb on every table', async () => {
    for (const { name, column } of tables) {
      const verbs = [
        await attempt('service_role', `select * from public.${name} limit 1`),
        await attempt('service_role', `insert into public.${name} default values`),
        await attempt('service_role', `update public.${name} set ${column} = ${column} where false`),
        await attempt('service_role', `delete from public.${name} where false`),
      ];
      expect([name, verbs]).toEqual([name, ['allowed', 'allowed', 'allowed', 'allowed']]);
    }
  });
});
