/**
 * @jest-environment node
 *
 * "E-mail me a sign-in link" as an attacker uses it (issue 41): many clients, one staff
 * address; the real action, its limits kept in the database, on both drivers.
 */
import type { ActionState } from '@/lib/actions';
import type { Database } from '@/lib/db/types';
import { drivers } from '../../helpers/databases';

let db: Database;
jest.mock('@/lib/db', () => ({ database: async () => db }));
jest.mock('@/lib/audit', () => ({ recordAuditEvent: async () => {}, pruneAuditEvents: async () => {} }));
const mailed: string[] = [];
let smtp = true;
jest.mock('@/lib/staff/mail', () => ({
  canSendEmail: () => smtp,
  invitationUrl: (token: string) => `https://example.test/admin/invite/${token}`,
  sendInvitation: async () => 'sent',
  sendSignInLink: async (to: string) => {
    mailed.push(to);
    return 'sent';
  },
}));
const pending: Promise<unknown>[] = [];
jest.mock('next/server', () => ({ after: (task: () => Promise<unknown>) => pending.push(task()) }));
let ip = '198.51.100.1';
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-real-ip': ip }),
  cookies: async () => ({ get: () => undefined, has: () => false, set: () => {}, delete: () => {} }),
}));

import { requestSignInLink } from '@/lib/staff/actions';
import { createStaffRepository } from '@/lib/staff/repository';
import { hashToken, newToken } from '@/lib/staff/tokens';

const idle: ActionState = { status: 'idle' };
const staffEmail = 'dana@brightline.example';

async function ask(email: string, from: string) {
  ip = from;
  const data = new FormData();
  data.append('email', email);
  const answer = await requestSignInLink(idle, data);
  await Promise.all(pending.splice(0));
  return answer;
}

/** What the screen shows: the typed address is kept in `values`, and differs by design. */
const shown = ({ status, title, message }: ActionState) => ({ status, title, message });

const liveLinks = async () => (await db.query<{ n: number | string }>(`select count(*) as n from public.staff_tokens where kind = 'sign-in'`)).rows[0]!.n;

beforeAll(() => Object.assign(process.env, { ADMIN_KEY: 'sign-in-links-test-key-0123456789', TRUST_PROXY: '1' }));

describe.each(drivers)('sign-in links on $name', ({ open }) => {
  let teardown: () => Promise<void>;
  const staff = () => createStaffRepository(async () => db);

  beforeAll(async () => {
    ({ db, teardown } = await open());
  }, 60_000);
  afterAll(() => teardown());
  beforeEach(async () => {
    await db.exec('delete from public.staff_members; delete from public.rate_limit_events');
    mailed.length = 0;
    smtp = true;
  });

  async function activePerson(email = staffEmail) {
    const token = newToken();
    const person = await staff().invite({ name: `Person ${email}`, email, role: 'editor' }, hashToken(token), 3600);
    await staff().acceptInvitation(hashToken(token), { id: `credential-${email}`.padEnd(20, '0'), publicKey: new Uint8Array([1]), counter: 0, transports: [], label: 'Laptop' });
    return person;
  }

  it('30 clients asking for one address deliver 3 e-mails, not 30', async () => {
    await activePerson();
    const answers: ActionState[] = [];
    for (let n = 0; n < 30; n++) answers.push(await ask(staffEmail, `203.0.113.${n + 1}`));
    expect(mailed).toHaveLength(3);
    expect(Number(await liveLinks())).toBe(3);
    expect(answers.every((answer) => answer.status === 'success')).toBe(true);
  });

  it('30 addresses of one IPv6 /64 count as one client', async () => {
    await activePerson();
    const answers: ActionState[] = [];
    for (let n = 0; n < 30; n++) answers.push(await ask(staffEmail, `2001:db8:41:7::${(n + 1).toString(16)}`));
    expect(mailed.length).toBeLessThanOrEqual(3);
    expect(answers.filter((answer) => answer.status === 'error')).toHaveLength(25);
    expect(answers[29]).toMatchObject({ title: 'Too many attempts' });
  });

  it('a staff address and a stranger get the same answers, request by request', async () => {
    await activePerson();
    const forStaff: ActionState[] = [];
    const forStranger: ActionState[] = [];
    for (let n = 0; n < 5; n++) forStaff.push(await ask(staffEmail, `192.0.2.${n + 1}`));
    for (let n = 0; n < 5; n++) forStranger.push(await ask('nobody@example.com', `192.0.2.${n + 101}`));
    expect(forStranger.map(shown)).toEqual(forStaff.map(shown));
    expect(forStaff[3]).toMatchObject({ status: 'success', message: expect.stringContaining('already sent') });
    expect(mailed).toEqual([staffEmail, staffEmail, staffEmail]);
  });

  it('site-wide, at most 30 links an hour, however many people and clients', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const emails = Array.from({ length: 32 }, (_, n) => `person${n}@brightline.example`);
    for (const email of emails) await activePerson(email);
    for (const [n, email] of emails.entries()) await ask(email, `198.18.${n}.1`);
    expect(mailed).toHaveLength(30);
    // The server log says why the last two got nothing.
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/^Sign-in links: 30 sent site-wide in the last hour/);
    warn.mockRestore();
  });

  it('without e-mail on the server, says so, in the same words for anyone, and makes no link', async () => {
    await activePerson();
    smtp = false;
    const forStaff = await ask(staffEmail, '192.0.2.50');
    const forStranger = await ask('nobody@example.com', '192.0.2.51');
    expect(forStaff).toMatchObject({ status: 'error', title: 'This site cannot send e-mail now' });
    expect(shown(forStranger)).toEqual(shown(forStaff));
    expect(forStaff).toMatchObject({ values: { email: staffEmail } });
    expect(Number(await liveLinks())).toBe(0);
  });
});
