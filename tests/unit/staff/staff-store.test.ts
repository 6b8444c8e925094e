/**
 * @jest-environment node
 *
 * Staff, one-time links, WebAuthn challenges and passkeys on the real schema
 * (supabase/migrations/*_staff.sql), with the sessions they start, on both drivers: PGlite
 * and a real PostgreSQL server.
 */
import { newSessionId } from '@/lib/auth/session';
import { createSessionStore } from '@/lib/auth/sessions/repository';
import type { Database } from '@/lib/db/types';
import { createStaffRepository } from '@/lib/staff/repository';
import { hashToken, newToken, TOKEN_SECONDS } from '@/lib/staff/tokens';
import { DuplicateEmailError } from '@/lib/staff/types';
import { drivers } from '../../helpers/databases';

const ABSOLUTE = 8 * 3600;
const IDLE = 3600;

const passkey = (id: string) => ({ id, publicKey: new Uint8Array([1, 2, 3, 250]), counter: 0, transports: ['internal'], label: 'Laptop' });

describe.each(drivers)('staff on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;
  const staff = () => createStaffRepository(async () => db);
  const sessions = () => createSessionStore(async () => db);

  beforeAll(async () => {
    ({ db, teardown } = await open());
  }, 60_000);
  afterAll(() => teardown());
  beforeEach(() => db.exec('delete from public.admin_sessions; delete from public.staff_members; delete from public.staff_challenges'));

  async function invite(email = 'dana@brightline.example', role: 'editor' | 'contributor' = 'editor') {
    const token = newToken();
    const person = await staff().invite({ name: 'Dana Reyes', email, role }, hashToken(token), TOKEN_SECONDS.invitation);
    return { token, person };
  }

  it('an invitation is stored as a hash, works once, and makes the person active with their passkey', async () => {
    const { token, person } = await invite();
    expect(person).toMatchObject({ name: 'Dana Reyes', role: 'editor', status: 'invited', passkeys: 0 });
    expect(person.invitationExpiresAt).not.toBeNull();
    const { rows } = await db.query<{ token_hash: string }>('select token_hash from public.staff_tokens');
    expect(rows).toEqual([{ token_hash: hashToken(token) }]);

    expect(await staff().acceptInvitation(hashToken(token), passkey('credential-one-0123456789'))).toBe(person.id);
    expect(await staff().acceptInvitation(hashToken(token), passkey('credential-two-0123456789'))).toBeNull();
    expect(await staff().getById(person.id)).toMatchObject({ status: 'active', passkeys: 1 });
    const stored = await staff().getPasskey('credential-one-0123456789');
    expect(stored).toMatchObject({ staffId: person.id, counter: 0, transports: ['internal'], label: 'Laptop' });
    expect([...stored!.publicKey]).toEqual([1, 2, 3, 250]);
  });

  it('an expired or withdrawn invitation does not work', async () => {
    const { token, person } = await invite();
    await db.query(`update public.staff_tokens set expires_at = now() - interval '1 second'`);
    expect(await staff().acceptInvitation(hashToken(token), passkey('credential-late-0123456789'))).toBeNull();

    const fresh = newToken();
    await staff().reinvite(person.id, hashToken(fresh), TOKEN_SECONDS.invitation);
    expect((await staff().findToken(hashToken(token), 'invitation'))?.revokedAt).not.toBeNull();
    expect(await staff().acceptInvitation(hashToken(fresh), passkey('credential-fresh-0123456789'))).toBe(person.id);
  });

  it('one address, one person', async () => {
    await invite('dana@brightline.example');
    await expect(invite('dana@brightline.example')).rejects.toBeInstanceOf(DuplicateEmailError);
  });

  it('a sign-in link is used once', async () => {
    const { person } = await invite();
    const token = newToken();
    await staff().createToken('sign-in', person.id, hashToken(token), TOKEN_SECONDS['sign-in']);
    expect(await staff().consumeToken(hashToken(token), 'invitation')).toBeNull();
    expect(await staff().consumeToken(hashToken(token), 'sign-in')).toBe(person.id);
    expect(await staff().consumeToken(hashToken(token), 'sign-in')).toBeNull();
    expect((await staff().findToken(hashToken(token), 'sign-in'))?.usedAt).not.toBeNull();
  });

  it('a challenge answers once, for its purpose, within its time', async () => {
    const { person } = await invite();
    await staff().saveChallenge('challenge-register-0123', 'register', person.id, 60);
    expect(await staff().consumeChallenge('challenge-register-0123', 'authenticate')).toBeUndefined();
    expect(await staff().consumeChallenge('challenge-register-0123', 'register')).toEqual({ staffId: person.id });
    expect(await staff().consumeChallenge('challenge-register-0123', 'register')).toBeUndefined();
    await staff().saveChallenge('challenge-expired-0123', 'authenticate', null, 60);
    await db.query(`update public.staff_challenges set expires_at = now() - interval '1 second'`);
    expect(await staff().consumeChallenge('challenge-expired-0123', 'authenticate')).toBeUndefined();
  });

  it("a person's session carries their current role; suspension or removal ends it at once", async () => {
    const { token, person } = await invite();
    await staff().acceptInvitation(hashToken(token), passkey('credential-one-0123456789'));
    const [mine, owner] = [newSessionId(), newSessionId()];
    await sessions().start(mine, ABSOLUTE, IDLE, person.id);
    await sessions().start(owner, ABSOLUTE, IDLE);
    expect(await sessions().touch(mine, IDLE)).toEqual({ staffId: person.id, name: 'Dana Reyes', email: 'dana@brightline.example', role: 'editor' });
    expect(await sessions().touch(owner, IDLE)).toMatchObject({ staffId: null });

    await staff().setRole(person.id, 'contributor');
    expect(await sessions().touch(mine, IDLE)).toMatchObject({ role: 'contributor' });

    await staff().setStatus(person.id, 'suspended');
    expect(await sessions().touch(mine, IDLE)).toBeNull();
    await staff().setStatus(person.id, 'active');
    expect(await sessions().touch(mine, IDLE)).not.toBeNull();

    expect(await sessions().listFor(person.id, IDLE)).toHaveLength(1);
    expect(await sessions().revokeFor(person.id)).toBe(1);
    expect(await sessions().touch(mine, IDLE)).toBeNull();
    // The Owner's session is untouched by anything done to a person.
    expect(await sessions().touch(owner, IDLE)).toMatchObject({ staffId: null });

    await staff().remove(person.id);
    expect(await staff().getPasskey('credential-one-0123456789')).toBeNull();
    const { rows } = await db.query('select id from public.admin_sessions where staff_id is not null');
    expect(rows).toEqual([]);
  });

  it('signing out the other sessions keeps this one', async () => {
    const { token, person } = await invite();
    await staff().acceptInvitation(hashToken(token), passkey('credential-one-0123456789'));
    const [here, phone] = [newSessionId(), newSessionId()];
    await sessions().start(here, ABSOLUTE, IDLE, person.id);
    await sessions().start(phone, ABSOLUTE, IDLE, person.id);
    expect(await sessions().revokeFor(person.id, here)).toBe(1);
    expect(await sessions().touch(here, IDLE)).not.toBeNull();
    expect(await sessions().touch(phone, IDLE)).toBeNull();
  });

  describe.each(['anon', 'authenticated'])('staff tables as %s', (role) => {
    it('can neither read nor write them', async () => {
      for (const table of ['staff_members', 'staff_passkeys', 'staff_tokens', 'staff_challenges']) {
        await expect(
          db.transaction(async (tx) => {
            await tx.exec(`set local role ${role}`);
            return tx.query(`select * from public.${table}`);
          }),
        ).rejects.toThrow(/permission denied/);
      }
    });
  });
});
