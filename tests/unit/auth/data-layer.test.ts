/** @jest-environment node */
import { createSession, previewCookieName, previewMark } from '@/lib/auth/session';

// The admin faces must refuse on their own, whichever page or handler calls them.
const repositoryCalls: string[] = [];
const record = (name: string, value: unknown) => async () => {
  repositoryCalls.push(name);
  return value;
};
let slugPost: unknown = null;
const listQueries: unknown[] = [];
jest.mock('@/lib/posts/repository', () => ({
  postRepository: () => ({
    listAll: async (query: unknown) => {
      listQueries.push(query);
      return record('listAll', [])();
    },
    getById: record('getById', null),
    getBySlug: async () => record('getBySlug', slugPost)(),
  }),
}));
// A stream records its call when asked for, as the export asks for it before the first byte.
const stream = (name: string) => () => {
  repositoryCalls.push(name);
  return (async function* () {})();
};
jest.mock('@/lib/leads/repository', () => ({
  leadRepository: () => ({
    listContactRequests: record('listContactRequests', []),
    streamContactRequests: stream('streamContactRequests'),
  }),
}));
jest.mock('@/lib/newsletter/repository', () => ({
  newsletterRepository: () => ({
    listSubscribers: record('listSubscribers', []),
    countSubscribers: record('countSubscribers', 0),
    streamSubscribers: stream('streamSubscribers'),
  }),
}));

// The session rows: live ids answer true, anything else (revoked, idle, unknown) false.
const liveSessions = new Set<string>();
// A session's person; the Owner's when unset.
const sessionPeople = new Map<string, { staffId: string; name: string; email: string; role: string }>();
const touched: string[] = [];
jest.mock('@/lib/auth/sessions/repository', () => ({
  sessionStore: () => ({
    touch: async (id: string) => {
      touched.push(id);
      return liveSessions.has(id) ? (sessionPeople.get(id) ?? { staffId: null }) : null;
    },
  }),
}));
jest.mock('@/lib/audit', () => ({ recordAuditEvent: async () => {} }));

let cookieValue: string | undefined;
let markValue: string | undefined;
let draft = false;
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = name.includes('preview') ? markValue : cookieValue;
      return value === undefined ? undefined : { value };
    },
  }),
  draftMode: async () => ({ isEnabled: draft }),
  headers: async () => new Headers(),
}));

const env = { ADMIN_KEY: 'data-layer-test-key-0123456789', SESSION_SECRET: 's'.repeat(48) };
const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

import { listPostsForAdmin, getPostForAdmin, previewPostBySlug } from '@/lib/posts/admin';
import { exportContacts, listContactRequests } from '@/lib/leads/admin';
import { exportSubscribers, listSubscribers } from '@/lib/newsletter/admin';
import { adminRoute, NotAuthorizedError } from '@/lib/auth/admin';

beforeAll(() => Object.assign(process.env, env));
beforeEach(() => {
  repositoryCalls.length = 0;
  touched.length = 0;
  liveSessions.clear();
  sessionPeople.clear();
  listQueries.length = 0;
  slugPost = null;
  cookieValue = undefined;
  markValue = undefined;
  draft = false;
});

async function signIn() {
  const { token, payload } = await createSession({ adminKey: env.ADMIN_KEY, secret: env.SESSION_SECRET });
  liveSessions.add(payload.sid);
  cookieValue = token;
  return payload.sid;
}

describe('admin data layer', () => {
  // Each face, and the repository reads it makes for a signed-in admin.
  const reads: [string, () => Promise<unknown>, string[]][] = [
    ['listPostsForAdmin', () => listPostsForAdmin({ page: 1, pageSize: 20 }), ['listAll']],
    ['getPostForAdmin', () => getPostForAdmin(uuid), ['getById']],
    ['listContactRequests', () => listContactRequests(), ['listContactRequests']],
    ['listSubscribers', () => listSubscribers(), ['listSubscribers', 'countSubscribers']],
    ['exportContacts', () => exportContacts(), ['streamContactRequests']],
    ['exportSubscribers', () => exportSubscribers(), ['streamSubscribers']],
  ];

  it.each(reads)('%s refuses without a session and never reaches the database', async (_name, read) => {
    await expect(read()).rejects.toBeInstanceOf(NotAuthorizedError);
    cookieValue = 'forged.token';
    await expect(read()).rejects.toBeInstanceOf(NotAuthorizedError);
    expect(repositoryCalls).toEqual([]);
  });

  it.each(reads)('%s answers a signed-in admin', async (_name, read, calls) => {
    const sid = await signIn();
    await expect(read()).resolves.toBeDefined();
    expect(repositoryCalls).toEqual(calls);
    expect(touched).toContain(sid);
  });

  it.each(reads)('%s refuses an authentic cookie whose session was logged out, revoked everywhere or went idle', async (_name, read) => {
    const sid = await signIn();
    liveSessions.delete(sid);
    await expect(read()).rejects.toBeInstanceOf(NotAuthorizedError);
    expect(touched).toEqual([sid]);
    expect(repositoryCalls).toEqual([]);
  });

  it('does not query for a malformed post id', async () => {
    await signIn();
    expect(await getPostForAdmin("1' or '1'='1")).toBeNull();
    expect(repositoryCalls).toEqual([]);
  });

  it('shows drafts only in draft mode, to a signed-in admin, with the preview mark of their own session', async () => {
    draft = true;
    expect(await previewPostBySlug('a-draft')).toBeNull();
    const sid = await signIn();
    draft = false;
    markValue = await previewMark(env.SESSION_SECRET, sid);
    expect(await previewPostBySlug('a-draft')).toBeNull();
    expect(repositoryCalls).toEqual([]);
    draft = true;
    // Draft mode and a session, but the mark of another session (or none): nothing is read.
    markValue = await previewMark(env.SESSION_SECRET, 'x'.repeat(43));
    expect(await previewPostBySlug('a-draft')).toBeNull();
    markValue = undefined;
    expect(await previewPostBySlug('a-draft')).toBeNull();
    expect(repositoryCalls).toEqual([]);
    markValue = await previewMark(env.SESSION_SECRET, sid);
    await previewPostBySlug('a-draft');
    expect(repositoryCalls).toEqual(['getBySlug']);
    expect(previewCookieName(false)).toBe('bg_admin_preview');
  });

  it('in draft mode shows a Contributor her own posts only, an Editor every post (issue 41)', async () => {
    const cory = '6f1c5a0e-0000-4000-8000-000000000041';
    const sid = await signIn();
    sessionPeople.set(sid, { staffId: cory, name: 'Cory', email: 'cory@brightline.example', role: 'contributor' });
    draft = true;
    markValue = await previewMark(env.SESSION_SECRET, sid);
    slugPost = { slug: 'owners-draft', ownerId: null };
    expect(await previewPostBySlug('owners-draft')).toBeNull();
    slugPost = { slug: 'editors-draft', ownerId: '6f1c5a0e-0000-4000-8000-000000000042' };
    expect(await previewPostBySlug('editors-draft')).toBeNull();
    slugPost = { slug: 'corys-draft', ownerId: cory };
    expect(await previewPostBySlug('corys-draft')).toEqual(slugPost);
    sessionPeople.set(sid, { staffId: cory, name: 'Cory', email: 'cory@brightline.example', role: 'editor' });
    slugPost = { slug: 'owners-draft', ownerId: null };
    expect(await previewPostBySlug('owners-draft')).toEqual(slugPost);
  });

  it('lists a Contributor or Author their own posts, an Editor and the Owner every post', async () => {
    const sid = await signIn();
    await listPostsForAdmin({ page: 1, pageSize: 20 });
    for (const role of ['contributor', 'author', 'editor']) {
      sessionPeople.set(sid, { staffId: 'person-1', name: 'Cory', email: 'cory@brightline.example', role });
      await listPostsForAdmin({ page: 1, pageSize: 20 });
    }
    expect(listQueries.map((query) => (query as { ownerId?: string }).ownerId)).toEqual([undefined, 'person-1', 'person-1', undefined]);
  });

  it('never asks the session store about a cookie that is not authentic', async () => {
    cookieValue = 'forged.token';
    await expect(listContactRequests()).rejects.toBeInstanceOf(NotAuthorizedError);
    expect(touched).toEqual([]);
  });

  it('turns a refused admin route into a 404 that reveals nothing', async () => {
    const response = await adminRoute(exportContacts)(new Request('http://x/admin/leads/export/contacts'), {});
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});
