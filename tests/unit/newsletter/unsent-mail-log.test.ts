/** @jest-environment node */
import { drainNewsletter, sendTestEmail, type NewsletterDeps } from '@/lib/newsletter/outbox';
import type { NewsletterRepository } from '@/lib/newsletter/repository';
import { sendInvitation, sendSignInLink } from '@/lib/staff/mail';

jest.mock('@/lib/audit', () => ({ recordAuditEvent: async () => {} }));

// E-mail off (no SMTP_URL): a confirmation is claimed, fails for good, and, in development only,
// the server log shows the e-mail it would have sent, working link included.
function depsWithOneConfirmation(failures: string[]): NewsletterDeps {
  let claimed = false;
  const repo = {
    claim: async () => {
      if (claimed) return [];
      claimed = true;
      return [{ id: 'delivery-1', claimId: 'claim-1', subscriberId: 'subscriber-1', email: 'reader@example.com', kind: 'confirmation', sendId: null, attempts: 1 }];
    },
    storeTokens: async () => {},
    markSent: async () => true,
    recordFailure: async (_id: string, _claim: string, error: string) => {
      failures.push(error);
      return 'failed';
    },
  } as unknown as NewsletterRepository;
  return { repo, settings: null, leaseSeconds: 300, retryBaseSeconds: 30, send: async () => {}, audit: async () => {} };
}

const env = process.env as Record<string, string | undefined>;
const nodeEnv = env.NODE_ENV;
let info: jest.SpyInstance;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  env.NODE_ENV = nodeEnv;
  jest.restoreAllMocks();
});

const logged = () => info.mock.calls.map((call) => String(call[0])).join('\n');

describe('e-mail off: the development log shows what would have gone', () => {
  it('in development: recipient, subject and the confirmation link', async () => {
    env.NODE_ENV = 'development';
    const failures: string[] = [];
    await drainNewsletter({ deliveryId: 'delivery-1' }, depsWithOneConfirmation(failures));
    expect(logged()).toContain('To: reader@example.com');
    expect(logged()).toMatch(/Subject: Confirm your subscription/);
    expect(logged()).toMatch(/\/newsletter\/confirm\/[A-Za-z0-9_-]{43}/);
    // Still recorded as not delivered: signing up again sends a fresh link.
    expect(failures).toEqual([expect.stringContaining('E-mail is not configured')]);
  });

  it('in development, a test send too', async () => {
    env.NODE_ENV = 'development';
    const sent = await sendTestEmail({ subject: 'Storm prep', html: '<p>Hi</p>', text: 'Hi' }, 'editor@example.com', depsWithOneConfirmation([]));
    expect(sent).toBe(false);
    expect(logged()).toContain('To: editor@example.com');
    expect(logged()).toContain('Subject: [Test] Storm prep');
  });

  it('never in production', async () => {
    env.NODE_ENV = 'production';
    const failures: string[] = [];
    await drainNewsletter({ deliveryId: 'delivery-1' }, depsWithOneConfirmation(failures));
    await sendTestEmail({ subject: 'Storm prep', html: '<p>Hi</p>', text: 'Hi' }, 'editor@example.com', depsWithOneConfirmation([]));
    expect(info).not.toHaveBeenCalled();
    expect(failures).toHaveLength(1);
  });
});

describe('e-mail off: staff e-mails in the development log', () => {
  const smtp = env.SMTP_URL;
  beforeEach(() => delete env.SMTP_URL);
  afterEach(() => (env.SMTP_URL = smtp));

  it('in development: the invitation and the sign-in link, each with its link', async () => {
    env.NODE_ENV = 'development';
    expect(await sendInvitation('new.editor@example.com', { inviter: 'Dana', role: 'Editor', token: 'invite-token-123' })).toBe('off');
    expect(await sendSignInLink('editor@example.com', 'sign-in-token-456')).toBe('off');
    expect(logged()).toContain('To: new.editor@example.com');
    expect(logged()).toMatch(/\/admin\/invite\/invite-token-123/);
    expect(logged()).toContain('To: editor@example.com');
    expect(logged()).toMatch(/\/admin\/sign-in\/sign-in-token-456/);
  });

  it('never in production', async () => {
    env.NODE_ENV = 'production';
    expect(await sendSignInLink('editor@example.com', 'sign-in-token-456')).toBe('off');
    expect(info).not.toHaveBeenCalled();
  });
});
