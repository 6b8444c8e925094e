/**
 * @jest-environment node
 *
 * Whose post it is (blog_posts.owner_id, a staff id) is not for visitors (issue 41): as anon
 * and authenticated, on both drivers, every other column of a published post reads, that one
 * is refused.
 */
import { createPostRepository } from '@/lib/posts/repository';
import { publicAllColumns } from '@/lib/posts/reshape';
import { NO_SEO_FIELDS } from '@/lib/posts/seo-fields';
import type { Database } from '@/lib/db/types';
import { drivers } from '../../helpers/databases';

describe.each(drivers)('blog_posts.owner_id on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;

  beforeAll(async () => {
    ({ db, teardown } = await open());
    await createPostRepository(async () => db).create({
      title: 'Owned',
      slug: 'owned-post',
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
    });
  }, 60_000);
  afterAll(() => teardown());

  const as = (role: string, sql: string) =>
    db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      return (await tx.query<Record<string, unknown>>(sql)).rows;
    });

  describe.each(['anon', 'authenticated'])('as %s', (role) => {
    it('cannot read owner_id, by name or with *', async () => {
      await expect(as(role, `select owner_id from public.blog_posts where slug = 'owned-post'`)).rejects.toThrow(/permission denied/);
      await expect(as(role, `select * from public.blog_posts`)).rejects.toThrow(/permission denied/);
    });

    it('reads every column a public page needs', async () => {
      const rows = await as(role, `select ${publicAllColumns} from public.blog_posts where slug = 'owned-post'`);
      expect(rows).toEqual([expect.objectContaining({ slug: 'owned-post', title: 'Owned' })]);
    });
  });

  it('the public reads still find the post', async () => {
    const post = await createPostRepository(async () => db).getPublishedBySlug('owned-post');
    expect(post).toMatchObject({ slug: 'owned-post' });
    expect(post).not.toHaveProperty('ownerId');
  });
});
