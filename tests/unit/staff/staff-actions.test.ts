/**
 * @jest-environment node
 *
 * The staff actions as a hostile insider or a careless click uses them (issue 41): the real
 * actions and repositories on both drivers; only the session, the request and WebAuthn's
 * signature check are stood in for.
 */
import type { ActionState } from '@/lib/actions';
import type { Actor } from '@/lib/auth/roles';
import type { Database } from '@/lib/db/types';
import { drivers } from '../../helpers/databases';

let db: Database;
jest.mock('@/lib/db', () => ({ database: async () => db }));
jest.mock('@/lib/audit', () => ({ auditActor: (actor: unknown) => actor, recordAuditEvent: async () => {}, pruneAuditEvents: async () => {} }));
jest.mock('@/lib/staff/mail', () => ({
  canSendEmail: () => true,
  invitationUrl: (token: string) => `https://example.test/admin/invite/${token}`,
  sendInvitation: async () => 'off',
  sendSignInLink: async () => 'sent',
}));
jest.mock('next/server', () => ({ after: () => {} }));
jest.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {} }));
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));
let ip = '198.51.100.1';
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-real-ip': ip }),
  cookies: async () => ({ get: () => undefined, has: () => false, set: () => {}, delete: () => {} }),
  draftMode: async () => ({ isEnabled: false, enable: () => {}, disable: () => {} }),
}));
let actor: Actor = { kind: 'owner', staffId: null, name: 'Owner', email: null, role: 'owner' };
jest.mock('@/lib/auth/admin', () => {
  const actual = jest.requireActual('@/lib/auth/admin');
  const session = async () => ({ v: 2, sid: 's'.repeat(43), iat: 0, exp: 0, kid: '', actor });
  return {
    ...actual,
    getAdminSession: session,
    requireAdmin: session,
    requirePermission: async (permission: Parameters<typeof actual.can>[1]) => {
      if (!actual.can(actor, permission)) throw new actual.NotPermittedError();
      return session();
    },
    startAdminSession: async () => {},
  };
});
// The authenticator's signature is what the e2e suite checks with a virtual authenticator;
// here the "verified" passkey is whatever the test says the device answered.
let answeredCredential = 'credential-default-000';
jest.mock('@/lib/staff/webauthn', () => ({
  ...jest.requireActual('@/lib/staff/webauthn'),
  verifyRegistration: async (staffId: string, _response: unknown, label: string) => ({
    id: answeredCredential,
    staffId,
    publicKey: new Uint8Array([1, 2, 3]),
    counter: 0,
    transports: [],
    label,
  }),
}));

import { createLeadRepository } from '@/lib/leads/repository';
import { updateLead } from '@/lib/leads/actions';
import {
  acceptInvitation,
  addAccountPasskey,
  invitationPasskeyOptions,
  inviteStaff,
  redeemSignInLink,
  removePasskey,
} from '@/lib/staff/actions';
import { createStaffRepository } from '@/lib/staff/repository';
import { hashToken, newToken, TOKEN_SECONDS } from '@/lib/staff/tokens';

const idle: ActionState = { status: 'idle' };
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
};
const registration = {} as Parameters<typeof acceptInvitation>[1];
const OWNER: Actor = { kind: 'owner', staffId: null, name: 'Owner', email: null, role: 'owner' };

beforeAll(() => Object.assign(process.env, { ADMIN_KEY: 'staff-actions-test-key-0123456789', TRUST_PROXY: '1', NEXT_PUBLIC_SITE_URL: 'https://example.test' }));

describe.each(drivers)('staff actions on $name', ({ open }) => {
  let teardown: () => Promise<void>;
  const staff = () => createStaffRepository(async () => db);

  beforeAll(async () => {
    ({ db, teardown } = await open());
  }, 60_000);
  afterAll(() => teardown());
  beforeEach(async () => {
    await db.exec('delete from public.staff_members; delete from public.staff_challenges; delete from public.rate_limit_events; delete from public.contact_requests');
    actor = OWNER;
    ip = '198.51.100.1';
  });

  async function invited(email: string) {
    const token = newToken();
    const person = await staff().invite({ name: `Person ${email}`, email, role: 'contributor' }, hashToken(token), TOKEN_SECONDS.invitation);
    return { token, person };
  }
  async function joined(email: string, credential: string) {
    const { token, person } = await invited(email);
    answeredCredential = credential;
    expect(await acceptInvitation(token, registration, 'Laptop')).toEqual({ ok: true });
    return person;
  }
  const signedInAs = (person: { id: string; name: string; email: string }) => {
    actor = { kind: 'staff', staffId: person.id, name: person.name, email: person.email, role: 'contributor' };
  };

  it('a passkey already saved for someone else answers "Passkey not saved", and the invitation still works', async () => {
    await joined('dana@brightline.example', 'credential-dana-0123456789');
    const { token } = await invited('mallory@brightline.example');
    answeredCredential = 'credential-dana-0123456789';
    expect(await acceptInvitation(token, registration, 'Laptop')).toMatchObject({ ok: false, title: 'Passkey not saved' });
    expect((await staff().findToken(hashToken(token), 'invitation'))?.usedAt).toBeNull();
    expect((await staff().getPasskey('credential-dana-0123456789'))?.label).toBe('Laptop');

    const mallory = await joined('mallory2@brightline.example', 'credential-mallory-0123456');
    signedInAs(mallory);
    answeredCredential = 'credential-dana-0123456789';
    expect(await addAccountPasskey(registration, 'Phone')).toMatchObject({ ok: false, title: 'Passkey not saved' });
  });

  it('a NUL in an invitation name or a lead note is dropped, and the rest is saved', async () => {
    const invitedAnswer = await inviteStaff({ status: 'idle' }, form({ name: 'Da\u0000na Reyes', email: 'nul@brightline.example', role: 'editor' }));
    expect(invitedAnswer).toMatchObject({ status: 'success' });
    expect((await staff().getByEmail('nul@brightline.example'))?.name).toBe('Dana Reyes');

    const lead = await createLeadRepository(async () => db).createContactRequest(
      { fullName: 'Lead', email: 'lead@example.com', company: null, phone: null, serviceAreas: null, message: null, source: 'contact', page: null, userAgent: null },
      [],
    );
    const saved = await updateLead(idle, form({ id: lead!.id, status: 'contacted', note: 'Called\u0000 back' }));
    expect(saved).toMatchObject({ status: 'success' });
    const { rows } = await db.query<{ note: string }>('select note from public.contact_requests where id = $1', [lead!.id]);
    expect(rows[0]!.note).toBe('Called back');
  });

  it('an invitation link cannot mint challenge rows without end', async () => {
    const { token } = await invited('dana@brightline.example');
    const answers = [];
    for (let n = 0; n < 40; n++) answers.push(await invitationPasskeyOptions(token));
    expect(answers.filter((answer) => 'options' in answer)).toHaveLength(10);
    expect(answers[39]).toEqual({ error: expect.stringMatching(/^Too many attempts from this device/) });
    const { rows } = await db.query<{ n: number | string }>('select count(*) as n from public.staff_challenges');
    expect(Number(rows[0]!.n)).toBeLessThanOrEqual(3);
  });

  it('a person cannot remove their only passkey; with two, one goes', async () => {
    const person = await joined('dana@brightline.example', 'credential-dana-0123456789');
    signedInAs(person);
    expect(await removePasskey(idle, form({ id: 'credential-dana-0123456789' }))).toMatchObject({ status: 'error', title: 'Passkey kept' });
    expect(await staff().getPasskey('credential-dana-0123456789')).not.toBeNull();

    answeredCredential = 'credential-dana-phone-0123456';
    expect(await addAccountPasskey(registration, 'Phone')).toEqual({ ok: true });
    expect(await removePasskey(idle, form({ id: 'credential-dana-0123456789' }))).toMatchObject({ status: 'success', title: 'Passkey removed' });
    expect(await removePasskey(idle, form({ id: 'credential-dana-phone-0123456' }))).toMatchObject({ status: 'error', title: 'Passkey kept' });
    expect((await staff().getById(person.id))?.passkeys).toBe(1);
  });

  it('an expired sign-in link says it has expired; a used one, that it was used', async () => {
    const person = await joined('dana@brightline.example', 'credential-dana-0123456789');
    const token = newToken();
    await staff().createToken('sign-in', person.id, hashToken(token), TOKEN_SECONDS['sign-in']);
    await db.query(`update public.staff_tokens set expires_at = now() - interval '1 second' where kind = 'sign-in'`);
    expect(await redeemSignInLink(idle, form({ token }))).toMatchObject({ status: 'error', title: 'This link has expired' });

    const fresh = newToken();
    await staff().createToken('sign-in', person.id, hashToken(fresh), TOKEN_SECONDS['sign-in']);
    await expect(redeemSignInLink(idle, form({ token: fresh }))).rejects.toThrow('redirect /admin');
    expect(await redeemSignInLink(idle, form({ token: fresh }))).toMatchObject({ status: 'error', title: 'This link has already been used' });
  });
});
