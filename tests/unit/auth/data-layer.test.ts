/** @jest-environment node */
import { createSession } from '@/lib/auth/session';

// The admin faces must refuse on their own, whichever page or handler calls them.
const repositoryCalls: string[] = [];
const record = (name: string, value: unknown) => async () => {
  repositoryCalls.push(name);
  return value;
};
jest.mock('@/lib/posts/repository', () => ({
  postRepository: () => ({ listAll: record('listAll', []), getById: record('getById', null), getBySlug: record('getBySlug', null) }),
}));
jest.mock('@/lib/leads/repository', () => ({
  leadRepository: () => ({ listContactRequests: record('listContactRequests', []), listSubscribers: record('listSubscribers', []) }),
}));

let cookieValue: string | undefined;
let draft = false;
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => (cookieValue === undefined ? undefined : { value: cookieValue }) }),
  draftMode: async () => ({ isEnabled: draft }),
  headers: async () => new Headers(),
}));

const env = { ADMIN_KEY: 'data-layer-test-key-0123456789', SESSION_SECRET: 's'.repeat(48) };
const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

import { listPostsForAdmin, getPostForAdmin, previewPostBySlug } from '@/lib/posts/admin';
import { exportContacts, exportSubscribers, listContactRequests, listSubscribers } from '@/lib/leads/admin';
import { adminRoute, NotAuthorizedError } from '@/lib/auth/admin';

beforeAll(() => Object.assign(process.env, env));
beforeEach(() => {
  repositoryCalls.length = 0;
  cookieValue = undefined;
  draft = false;
});

async function signIn() {
  const { token } = await createSession({ adminKey: env.ADMIN_KEY, secret: env.SESSION_SECRET });
  cookieValue = token;
}

describe('admin data layer', () => {
  const reads: [string, () => Promise<unknown>][] = [
    ['listPostsForAdmin', () => listPostsForAdmin()],
    ['getPostForAdmin', () => getPostForAdmin(uuid)],
    ['listContactRequests', () => listContactRequests()],
    ['listSubscribers', () => listSubscribers()],
    ['exportContacts', () => exportContacts()],
    ['exportSubscribers', () => exportSubscribers()],
  ];

  it.each(reads)('%s refuses without a session and never reaches the database', async (_name, read) => {
    await expect(read()).rejects.toBeInstanceOf(NotAuthorizedError);
    cookieValue = 'forged.token';
    await expect(read()).rejects.toBeInstanceOf(NotAuthorizedError);
    expect(repositoryCalls).toEqual([]);
  });

  it.each(reads)('%s answers a signed-in admin', async (_name, read) => {
    await signIn();
    await expect(read()).resolves.toBeDefined();
    expect(repositoryCalls.length).toBe(1);
  });

  it('does not query for a malformed post id', async () => {
    await signIn();
    expect(await getPostForAdmin("1' or '1'='1")).toBeNull();
    expect(repositoryCalls).toEqual([]);
  });

  it('shows drafts only in draft mode and only to a signed-in admin', async () => {
    draft = true;
    expect(await previewPostBySlug('a-draft')).toBeNull();
    await signIn();
    draft = false;
    expect(await previewPostBySlug('a-draft')).toBeNull();
    expect(repositoryCalls).toEqual([]);
    draft = true;
    await previewPostBySlug('a-draft');
    expect(repositoryCalls).toEqual(['getBySlug']);
  });

  it('turns a refused admin route into a 404 that reveals nothing', async () => {
    const response = await adminRoute(exportContacts)(new Request('http://x/admin/leads/export/contacts'), {});
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});
