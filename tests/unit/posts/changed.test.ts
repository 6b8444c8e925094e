/** @jest-environment node */
import type { AuditEventInput } from '@/lib/audit/types';

const recorded: AuditEventInput[] = [];
jest.mock('@/lib/audit/repository', () => ({
  auditRepository: () => ({ record: async (input: AuditEventInput) => void recorded.push(input), list: async () => [], prune: async () => {} }),
}));
jest.mock('next/headers', () => ({
  headers: async () => {
    throw new Error('outside a request');
  },
}));
const scheduled: (() => Promise<unknown>)[] = [];
jest.mock('next/server', () => ({ after: (task: () => Promise<unknown>) => void scheduled.push(task) }));
const invalidated: { tag: string; how: string }[] = [];
jest.mock('next/cache', () => ({
  updateTag: (tag: string) => void invalidated.push({ tag, how: 'update' }),
  revalidateTag: (tag: string, profile: { expire: number }) => void invalidated.push({ tag, how: `revalidate:${profile.expire}` }),
}));

import { TAGS } from '@/lib/posts/cache-tags';
import { changedTags, postChanged, postChangeUrls, redirectChangeUrls } from '@/lib/posts/changed';
import type { Post } from '@/lib/posts/types';

const origin = 'http://localhost:3000';
const post = (slug: string, published: boolean) => ({ slug, published });
const full = (fields: Partial<Post> = {}): Post => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Storm season checklist',
  slug: 'storm-season-checklist',
  excerpt: 'What to line up before the first named storm.',
  content: 'Body',
  author: 'Priya Raman',
  imageUrl: null,
  tags: ['storm-marketing'],
  published: true,
  publishAt: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...fields,
});

beforeEach(() => {
  recorded.length = 0;
  scheduled.length = 0;
  invalidated.length = 0;
  process.env.INDEXNOW_KEY = 'e2e-indexnow-key-0123456789';
});
afterAll(() => delete process.env.INDEXNOW_KEY);

describe('which URLs a change sends', () => {
  it('sends a published post when it is created, updated, unpublished or deleted', () => {
    expect(postChangeUrls(null, post('new-post', true))).toEqual([`${origin}/blog/new-post`]);
    expect(postChangeUrls(post('a', true), post('a', true))).toEqual([`${origin}/blog/a`]);
    expect(postChangeUrls(post('a', true), post('a', false))).toEqual([`${origin}/blog/a`]);
    expect(postChangeUrls(post('a', false), post('a', true))).toEqual([`${origin}/blog/a`]);
    expect(postChangeUrls(post('a', true), null)).toEqual([`${origin}/blog/a`]);
  });

  it('sends the old and the new URL when a published post changes its slug', () => {
    expect(postChangeUrls(post('old', true), post('new', true))).toEqual([`${origin}/blog/old`, `${origin}/blog/new`]);
    expect(postChangeUrls(post('old', true), post('new', false))).toEqual([`${origin}/blog/old`]);
  });

  it('sends nothing for drafts', () => {
    expect(postChangeUrls(null, post('draft', false))).toEqual([]);
    expect(postChangeUrls(post('draft', false), post('renamed-draft', false))).toEqual([]);
    expect(postChangeUrls(post('draft', false), null)).toEqual([]);
  });

  it('waits for a scheduled post to go public', () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    expect(postChangeUrls(null, { slug: 'soon', published: true, publishAt: later })).toEqual([]);
    expect(postChangeUrls({ slug: 'soon', published: true, publishAt: later }, { slug: 'soon', published: false, publishAt: later })).toEqual([]);
    expect(postChangeUrls(null, { slug: 'due', published: true, publishAt: earlier })).toEqual([`${origin}/blog/due`]);
  });

  it('sends the old address a redirect covers', () => {
    expect(redirectChangeUrls('/old-services/roofing')).toEqual([`${origin}/old-services/roofing`]);
  });
});

describe('which cached reads a change invalidates', () => {
  const listing = TAGS.listing;
  const index = TAGS.index;
  const own = TAGS.post('storm-season-checklist');

  it('refreshes only the post’s page and the feeds when its text changes', () => {
    expect(changedTags(full(), full({ content: 'New body', updatedAt: '2026-11-26T12:00:00.000Z' })).sort()).toEqual([own, index].sort());
  });

  it('refreshes its cards too, but no list’s members, when its title or excerpt changes', () => {
    const tags = changedTags(full(), full({ title: 'A new title', excerpt: 'New' }));
    expect(tags.sort()).toEqual([own, TAGS.card('storm-season-checklist'), index].sort());
  });

  it('refreshes every list when a post joins or leaves them, or moves between them', () => {
    expect(changedTags(null, full())).toEqual(expect.arrayContaining([own, index, listing, TAGS.redirects]));
    expect(changedTags(full(), null)).toEqual(expect.arrayContaining([own, index, listing, TAGS.redirects]));
    expect(changedTags(full(), full({ published: false }))).toEqual(expect.arrayContaining([listing, TAGS.redirects]));
    expect(changedTags(full(), full({ tags: ['paid-media'] }))).toContain(listing);
    expect(changedTags(full(), full({ author: 'Jordan Ellis' }))).toContain(listing);
    expect(changedTags(full(), full({ slug: 'renamed' }))).toEqual(expect.arrayContaining([own, TAGS.post('renamed'), listing, TAGS.redirects]));
  });

  it('treats reordered topics as the same topics', () => {
    expect(changedTags(full({ tags: ['a', 'b'] }), full({ tags: ['b', 'a'] }))).not.toContain(listing);
  });

  it('touches nothing public for a draft, or a post still waiting for its time', () => {
    expect(changedTags(full({ published: false }), full({ published: false, title: 'Still a draft' }))).toEqual([own]);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect(changedTags(full({ publishAt: later }), full({ publishAt: later, title: 'Waiting' }))).toEqual([own]);
  });
});

describe('postChanged (every change to a post goes through here)', () => {
  it('invalidates, announces and records a save from a server action', async () => {
    await postChanged({ kind: 'updated', before: full(), after: full({ slug: 'storm-checklist' }) });
    expect(invalidated.every((entry) => entry.how === 'update')).toBe(true);
    expect(invalidated.map((entry) => entry.tag)).toEqual(expect.arrayContaining([TAGS.post('storm-checklist'), TAGS.listing, TAGS.redirects]));
    expect(recorded.map((entry) => entry.event)).toEqual(['post-updated', 'redirect-slug-changed']);
    expect(scheduled).toHaveLength(1);
  });

  it('expires the pages of a post that went public from the publish check, which runs in a route', async () => {
    await postChanged({ kind: 'went-public', after: { slug: 'due', publishAt: '2026-11-26T14:00:00.000Z' } }, 'route');
    expect(invalidated).toContainEqual({ tag: TAGS.listing, how: 'revalidate:0' });
    expect(invalidated).toContainEqual({ tag: TAGS.post('due'), how: 'revalidate:0' });
    expect(recorded).toEqual([expect.objectContaining({ event: 'post-went-public', detail: { slug: 'due', publishAt: 'Nov 26, 2026, 9:00 AM EST' } })]);
  });

  it('logs a save that leaves a post waiting as scheduling it, and announces nothing yet', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await postChanged({ kind: 'created', after: full({ publishAt: later }) });
    expect(recorded.map((entry) => entry.event)).toEqual(['post-scheduled']);
    expect(scheduled).toHaveLength(0);
  });

  it('records deletes and restored revisions', async () => {
    await postChanged({ kind: 'deleted', before: full() });
    await postChanged({ kind: 'restored', before: full(), after: full({ title: 'Older title' }), revision: { id: 'r1', createdAt: '2026-11-02T00:00:00.000Z' } });
    expect(recorded.map((entry) => entry.event)).toEqual(['post-deleted', 'post-revision-restored']);
  });
});
