/**
 * @jest-environment node
 *
 * Lookups by id compare uuids, so the primary key's index answers them; an id that is no uuid is
 * "not found" before any query (a cast would otherwise fail in the database).
 */
import { createLeadRepository } from '@/lib/leads/repository';
import { createPostRepository } from '@/lib/posts/repository';
import { createStaffRepository } from '@/lib/staff/repository';
import { drivers, type TestDatabase } from '../../helpers/databases';

describe.each(drivers)('lookups by id on $name', (driver) => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await driver.open({ seed: true });
  }, 60_000);
  afterAll(() => opened?.teardown());
  const getDb = async () => opened.db;

  it('answers "not found" for an id that is no uuid, without a database error', async () => {
    const posts = createPostRepository(getDb);
    const staff = createStaffRepository(getDb);
    const leads = createLeadRepository(getDb);
    for (const id of ['not-a-uuid', "1' or '1'='1", '', '00000000-0000-0000-0000-00000000000g']) {
      expect(await posts.getById(id)).toBeNull();
      expect(await posts.getRevision(id)).toBeNull();
      expect(await posts.listRevisions(id)).toEqual([]);
      expect(await posts.delete(id)).toBe(false);
      expect(await staff.getById(id)).toBeNull();
      expect(await staff.setRole(id, 'editor')).toBe(false);
      expect(await staff.remove(id)).toBe(false);
      expect(await staff.listPasskeys(id)).toEqual([]);
      expect(await leads.updateLeadPipeline(id, { status: 'contacted', note: '' })).toBeNull();
    }
  });

  it('finds a post by its id through the primary key index', async () => {
    const posts = createPostRepository(getDb);
    const { rows } = await opened.db.query<{ id: string }>('select id from public.blog_posts limit 1');
    const id = rows[0]!.id;
    expect((await posts.getById(id))?.id).toBe(id);
    expect((await posts.getById(id.toUpperCase()))?.id).toBe(id);
    // With sequential scans priced out, the plan shows whether the index can serve the comparison.
    const plan = await opened.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      return tx.query<Record<string, string>>('explain select id from public.blog_posts where id = $1::uuid', [id]);
    });
    expect(plan.rows.map((row) => Object.values(row)[0]).join('\n')).toMatch(/Index (Only )?Scan using blog_posts_pkey/);
  });
});
