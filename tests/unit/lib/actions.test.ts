/**
 * @jest-environment node
 *
 * The wrapper every form action goes through, around a real post repository on both drivers
 * (PGlite in memory and a real PostgreSQL server): what is stored, what is refused, and what
 * the browser gets back.
 */
import { z } from 'zod';
import { adminAction, describeIssues, validatedAction, type ActionState } from '@/lib/actions';
import { createSession, sessionCookieName } from '@/lib/auth/session';
import { createPostRepository } from '@/lib/posts/repository';
import { postFormSchema } from '@/lib/posts/schema';
import { DuplicateSlugError, type PostRepository } from '@/lib/posts/types';
import { drivers } from '../../helpers/databases';

// Sessions issued by signIn() below are live rows; the session store itself is tested in
// tests/unit/auth/session-store.test.ts.
const mockLiveSessions = new Set<string>();
jest.mock('@/lib/auth/sessions/repository', () => ({ sessionStore: () => ({ touch: async (id: string) => (mockLiveSessions.has(id) ? { staffId: null } : null) }) }));

// The request's cookies, as next/headers would read them.
const mockCookies = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (mockCookies.has(name) ? { name, value: mockCookies.get(name) } : undefined) }),
}));

const auth = { adminKey: 'unit-test-admin-key', secret: 'unit-test-session-secret-0123456789abcdef' };
process.env.ADMIN_KEY = auth.adminKey;
process.env.SESSION_SECRET = auth.secret;

beforeEach(() => mockCookies.clear());

/** A browser's submission: repeated fields and Next's own $ACTION field included. */
function submission(fields: Record<string, string | string[]>) {
  const data = new FormData();
  data.append('$ACTION_ID_0123abcd', '');
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
}

const post = (slug: string) => ({ title: 'Storm ads', slug, excerpt: 'Why they pay back.', content: '## Body', author: '', imageUrl: '', tags: ['seo', 'paid-media'], published: 'on' });

describe.each(drivers)('form actions on $name', ({ open }) => {
  let repo: PostRepository;
  let teardown: () => Promise<void>;
  // Creating and migrating the database can take seconds on a busy machine.
  beforeAll(async () => {
    const opened = await open();
    teardown = opened.teardown;
    repo = createPostRepository(async () => opened.db);
  }, 60_000);
  afterAll(() => teardown());

  const idle: ActionState<{ id: string }> = { status: 'idle' };
  const handler = jest.fn(async (data: z.output<typeof postFormSchema>): Promise<ActionState<{ id: string }>> => {
    try {
      const created = await repo.create(data);
      return { status: 'success', title: 'Success', message: 'Blog post created successfully', data: { id: created.id } };
    } catch (error) {
      if (error instanceof DuplicateSlugError) return { status: 'error', title: 'Error', message: 'Another post already uses this slug.' };
      throw error;
    }
  });
  beforeEach(() => handler.mockClear());

  const stored = async () => (await repo.listAll({ page: 1, pageSize: 1000 })).posts.map((p) => p.slug);

  describe('validatedAction', () => {
    const save = validatedAction(postFormSchema, handler);

    it('runs the handler with the parsed data and the values sent; success sends nothing back', async () => {
      const result = await save(idle, submission(post('wrapper-valid')));
      expect(result).toMatchObject({ status: 'success', message: 'Blog post created successfully' });
      expect(result.values).toBeUndefined();
      expect(handler).toHaveBeenCalledWith(
        expect.objectContaining({ slug: 'wrapper-valid', author: 'Brightline Growth', imageUrl: null, tags: ['seo', 'paid-media'], published: true }),
        expect.not.objectContaining({ $ACTION_ID_0123abcd: expect.anything() }),
      );
      expect(await repo.getById(result.data!.id)).toMatchObject({ slug: 'wrapper-valid', tags: ['seo', 'paid-media'] });
    });

    it('refuses invalid input with a message per field, keeps everything sent, and stores nothing', async () => {
      const before = await stored();
      const sent = { ...post('Not A Slug'), title: '  ', excerpt: 'x'.repeat(501) };
      const result = await save(idle, submission(sent));
      expect(result.status).toBe('error');
      // The summary names every field's problem, in the form's order.
      expect(result.message).toBe('Title is required. Use lower-case letters, digits and single hyphens only. Keep the excerpt under 500 characters.');
      expect(result.fieldErrors).toMatchObject({
        title: ['Title is required'],
        slug: ['Use lower-case letters, digits and single hyphens only'],
        excerpt: ['Keep the excerpt under 500 characters'],
      });
      expect(result.fieldErrors?.content).toBeUndefined();
      expect(result.values).toEqual(sent);
      expect(handler).not.toHaveBeenCalled();
      expect(await stored()).toEqual(before);
    });

    it('keeps what was sent when the handler fails too', async () => {
      await save(idle, submission(post('wrapper-taken')));
      const again = post('wrapper-taken');
      const result = await save(idle, submission(again));
      expect(result).toMatchObject({ status: 'error', message: 'Another post already uses this slug.', values: again });
    });

    it('sends nothing back when the values are secret', async () => {
      const login = validatedAction(
        z.object({ key: z.string().min(20, 'Too short') }),
        async () => ({ status: 'error', title: 'Invalid Key', message: 'Please enter the correct admin key' }),
        { keepValues: false },
      );
      for (const key of ['k3y-9', 'a-wrong-but-long-enough-key']) {
        const result = await login({ status: 'idle' }, submission({ key }));
        expect(result.status).toBe('error');
        expect(result.values).toBeUndefined();
        expect(JSON.stringify(result)).not.toContain(key);
      }
    });
  });

  describe('adminAction', () => {
    const save = adminAction(postFormSchema, handler);
    const signIn = async (config = auth) => {
      const { token, payload } = await createSession(config);
      mockLiveSessions.add(payload.sid);
      mockCookies.set(sessionCookieName(false), token);
    };

    it('refuses without a session before parsing anything, and stores nothing', async () => {
      const before = await stored();
      const sent = post('wrapper-no-session');
      const result = await save(idle, submission(sent));
      expect(result).toMatchObject({ status: 'error', title: 'Error', message: 'Your admin session has ended. Sign in again.', values: sent });
      expect(result.fieldErrors).toBeUndefined();
      expect(handler).not.toHaveBeenCalled();
      expect(await stored()).toEqual(before);
    });

    it('refuses a session signed with another secret', async () => {
      await signIn({ ...auth, secret: 'another-secret-entirely-0123456789abcdef' });
      const result = await save(idle, submission(post('wrapper-forged')));
      expect(result.message).toBe('Your admin session has ended. Sign in again.');
      expect(await stored()).not.toContain('wrapper-forged');
    });

    it('with a session, validates and runs like validatedAction', async () => {
      await signIn();
      const invalid = await save(idle, submission({ ...post('wrapper-admin'), title: '' }));
      expect(invalid).toMatchObject({ status: 'error', fieldErrors: { title: ['Title is required'] } });
      expect(handler).not.toHaveBeenCalled();
      const valid = await save(idle, submission(post('wrapper-admin')));
      expect(valid.status).toBe('success');
      expect(await stored()).toContain('wrapper-admin');
    });

    it('hands the session it checked, with who and their role, to the handler', async () => {
      await signIn();
      const seen = jest.fn(async (): Promise<ActionState> => ({ status: 'success' }));
      const whoami = adminAction(z.object({}), seen);
      expect(await whoami({ status: 'idle' }, submission({}))).toEqual({ status: 'success' });
      expect(seen).toHaveBeenCalledWith({}, expect.objectContaining({ actor: expect.objectContaining({ kind: 'owner', role: 'owner' }) }), {});
    });
  });
});

describe('describeIssues', () => {
  it('names one problem by its message alone', () => {
    expect(describeIssues([{ path: ['email'], message: 'Please enter your email address' }])).toBe('Please enter your email address');
  });

  it('names every field once, in order, as sentences', () => {
    const issues = [
      { path: ['fullName'], message: 'Please enter your full name' },
      { path: ['email'], message: 'Please enter your email address' },
      { path: ['email'], message: 'Please enter a valid email address, like name@company.com' },
      { path: ['fax_number'], message: 'Your message could not be sent. Please call us directly.' },
    ];
    expect(describeIssues(issues)).toBe('Please enter your full name. Please enter your email address. Your message could not be sent. Please call us directly.');
  });

  it('has words for a refusal without issues', () => {
    expect(describeIssues([])).toBe('Some fields need attention.');
  });
});
