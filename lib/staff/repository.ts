import 'server-only';
import { database, type GetDatabase, type Queryable } from '@/lib/db';
import { isUuid } from '@/lib/ids';
import { isStaffRole, type StaffRole } from '@/lib/auth/admin';
import { DuplicateEmailError, DuplicatePasskeyError, type Passkey, type StaffMember, type StaffRepository, type StaffStatus, type StoredToken, type TokenKind } from './types';

type MemberRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  status: string;
  created_at: string | Date;
  passkeys: number | string;
  invitation_expires_at: string | Date | null;
};
type PasskeyRow = {
  id: string;
  staff_id: string;
  public_key: Uint8Array;
  counter: number | string;
  transports: string[] | null;
  label: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
};
type TokenRow = { kind: TokenKind; staff_id: string; expires_at: string | Date; used_at: string | Date | null; revoked_at: string | Date | null };

/** Open passkey challenges kept per person (a few tabs or devices at once). */
export const CHALLENGES_PER_PERSON = 3;

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

const memberSelect = `
  select m.id, m.name, m.email, m.role, m.status, m.created_at,
    (select count(*) from public.staff_passkeys p where p.staff_id = m.id) as passkeys,
    (select max(t.expires_at) from public.staff_tokens t
      where t.staff_id = m.id and t.kind = 'invitation' and t.used_at is null and t.revoked_at is null) as invitation_expires_at
  from public.staff_members m`;

function reshapeMember(row: MemberRow): StaffMember {
  if (!isStaffRole(row.role)) throw new Error(`Unknown staff role "${row.role}"`);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status as StaffStatus,
    createdAt: iso(row.created_at),
    passkeys: Number(row.passkeys),
    invitationExpiresAt: isoOrNull(row.invitation_expires_at),
  };
}

function reshapePasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    staffId: row.staff_id,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: row.transports ?? [],
    label: row.label,
    createdAt: iso(row.created_at),
    lastUsedAt: isoOrNull(row.last_used_at),
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

async function insertToken(db: Queryable, kind: TokenKind, staffId: string, tokenHash: string, seconds: number) {
  await db.query(
    `insert into public.staff_tokens (token_hash, kind, staff_id, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [tokenHash, kind, staffId, seconds],
  );
}

async function insertPasskey(db: Queryable, passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>) {
  try {
    await db.query(
      `insert into public.staff_passkeys (id, staff_id, public_key, counter, transports, label) values ($1, $2, $3, $4, $5, $6)`,
      [passkey.id, passkey.staffId, passkey.publicKey, passkey.counter, passkey.transports, passkey.label],
    );
  } catch (error) {
    // The credential id is the key: someone (maybe this person) already saved this passkey.
    if (isUniqueViolation(error)) throw new DuplicatePasskeyError();
    throw error;
  }
}

export function createStaffRepository(getDb: GetDatabase): StaffRepository {
  return {
    async list() {
      const { rows } = await (await getDb()).query<MemberRow>(`${memberSelect} order by m.created_at, m.id`);
      return rows.map(reshapeMember);
    },
    async getById(id) {
      if (!isUuid(id)) return null;
      const { rows } = await (await getDb()).query<MemberRow>(`${memberSelect} where m.id = $1::uuid`, [id]);
      return rows[0] ? reshapeMember(rows[0]) : null;
    },
    async getByEmail(email) {
      const { rows } = await (await getDb()).query<MemberRow>(`${memberSelect} where m.email = $1`, [email.toLowerCase()]);
      return rows[0] ? reshapeMember(rows[0]) : null;
    },
    async invite({ name, email, role }, tokenHash, seconds) {
      try {
        const id = await (await getDb()).transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            `insert into public.staff_members (name, email, role) values ($1, $2, $3) returning id`,
            [name, email.toLowerCase(), role],
          );
          const created = rows[0]!.id;
          await insertToken(tx, 'invitation', created, tokenHash, seconds);
          return created;
        });
        return (await this.getById(id))!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError();
        throw error;
      }
    },
    async reinvite(staffId, tokenHash, seconds) {
      await (await getDb()).transaction(async (tx) => {
        await tx.query(`update public.staff_tokens set revoked_at = now() where staff_id = $1 and kind = 'invitation' and used_at is null and revoked_at is null`, [staffId]);
        await insertToken(tx, 'invitation', staffId, tokenHash, seconds);
      });
    },
    async setRole(id, role: StaffRole) {
      if (!isUuid(id)) return false;
      const { rows } = await (await getDb()).query<{ id: string }>(
        `update public.staff_members set role = $2, updated_at = now() where id = $1::uuid returning id`,
        [id, role],
      );
      return rows.length > 0;
    },
    async setStatus(id, status) {
      if (!isUuid(id)) return false;
      // An invited person stays invited until they accept; suspending them withdraws the invitation.
      const { rows } = await (await getDb()).query<{ id: string }>(
        `update public.staff_members
         set status = case when $2 = 'active' and status = 'suspended' and not exists (select 1 from public.staff_passkeys p where p.staff_id = staff_members.id) then 'invited' else $2 end,
             updated_at = now()
         where id = $1::uuid returning id`,
        [id, status],
      );
      if (status === 'suspended') {
        await (await getDb()).query(`update public.staff_tokens set revoked_at = now() where staff_id = $1::uuid and used_at is null and revoked_at is null`, [id]);
      }
      return rows.length > 0;
    },
    async remove(id) {
      if (!isUuid(id)) return false;
      const { rows } = await (await getDb()).query<{ id: string }>(`delete from public.staff_members where id = $1::uuid returning id`, [id]);
      return rows.length > 0;
    },

    async createToken(kind, staffId, tokenHash, seconds) {
      await insertToken(await getDb(), kind, staffId, tokenHash, seconds);
    },
    async findToken(tokenHash, kind): Promise<StoredToken | null> {
      const { rows } = await (await getDb()).query<TokenRow>(
        `select kind, staff_id, expires_at, used_at, revoked_at from public.staff_tokens where token_hash = $1 and kind = $2`,
        [tokenHash, kind],
      );
      const row = rows[0];
      return row ? { kind: row.kind, staffId: row.staff_id, expiresAt: iso(row.expires_at), usedAt: isoOrNull(row.used_at), revokedAt: isoOrNull(row.revoked_at) } : null;
    },
    async consumeToken(tokenHash, kind) {
      const { rows } = await (await getDb()).query<{ staff_id: string }>(
        `update public.staff_tokens set used_at = now()
         where token_hash = $1 and kind = $2 and used_at is null and revoked_at is null and expires_at > now()
         returning staff_id`,
        [tokenHash, kind],
      );
      return rows[0]?.staff_id ?? null;
    },

    async saveChallenge(challenge, purpose, staffId, seconds) {
      const db = await getDb();
      await db.query('delete from public.staff_challenges where expires_at <= now()');
      await db.query(
        `insert into public.staff_challenges (challenge, purpose, staff_id, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`,
        [challenge, purpose, staffId, seconds],
      );
      if (staffId !== null) {
        // A person creates one passkey at a time: their newest few challenges are all they need.
        await db.query(
          `delete from public.staff_challenges
           where staff_id = $1 and purpose = $2
             and challenge not in (select challenge from public.staff_challenges where staff_id = $1 and purpose = $2 order by expires_at desc limit $3)`,
          [staffId, purpose, CHALLENGES_PER_PERSON],
        );
      }
    },
    async consumeChallenge(challenge, purpose) {
      const { rows } = await (await getDb()).query<{ staff_id: string | null }>(
        `delete from public.staff_challenges where challenge = $1 and purpose = $2 and expires_at > now() returning staff_id`,
        [challenge, purpose],
      );
      return rows[0] ? { staffId: rows[0].staff_id } : undefined;
    },

    async listPasskeys(staffId) {
      if (!isUuid(staffId)) return [];
      const { rows } = await (await getDb()).query<PasskeyRow>(`select * from public.staff_passkeys where staff_id = $1::uuid order by created_at`, [staffId]);
      return rows.map(reshapePasskey);
    },
    async getPasskey(id) {
      const { rows } = await (await getDb()).query<PasskeyRow>(`select * from public.staff_passkeys where id = $1`, [id]);
      return rows[0] ? reshapePasskey(rows[0]) : null;
    },
    async addPasskey(passkey) {
      await insertPasskey(await getDb(), passkey);
    },
    async acceptInvitation(tokenHash, passkey) {
      return (await getDb()).transaction(async (tx) => {
        const { rows } = await tx.query<{ staff_id: string }>(
          `update public.staff_tokens t set used_at = now()
           from public.staff_members m
           where t.token_hash = $1 and t.kind = 'invitation' and t.used_at is null and t.revoked_at is null and t.expires_at > now()
             and m.id = t.staff_id and m.status = 'invited'
           returning t.staff_id`,
          [tokenHash],
        );
        const staffId = rows[0]?.staff_id;
        if (!staffId) return null;
        await insertPasskey(tx, { ...passkey, staffId });
        await tx.query(`update public.staff_members set status = 'active', updated_at = now() where id = $1`, [staffId]);
        return staffId;
      });
    },
    async recordPasskeyUse(id, counter) {
      await (await getDb()).query(`update public.staff_passkeys set counter = $2, last_used_at = now() where id = $1`, [id, counter]);
    },
    async removePasskey(staffId, id) {
      // Without a passkey a person could only use e-mailed links, and a later suspend and restore
      // would leave them invited with no invitation: the last one stays. The person's row is
      // locked so two removals at once cannot both pass the count.
      if (!isUuid(staffId)) return 'missing';
      return (await getDb()).transaction(async (tx) => {
        await tx.query(`select id from public.staff_members where id = $1::uuid for update`, [staffId]);
        const { rows } = await tx.query<{ id: string; passkeys: number | string }>(
          `select id, count(*) over () as passkeys from public.staff_passkeys where staff_id = $1::uuid`,
          [staffId],
        );
        if (!rows.some((row) => row.id === id)) return 'missing';
        if (Number(rows[0]!.passkeys) <= 1) return 'last';
        await tx.query(`delete from public.staff_passkeys where staff_id = $1::uuid and id = $2`, [staffId, id]);
        return 'removed';
      });
    },
  };
}

let repository: StaffRepository | undefined;

/** Where staff are stored. Private to lib/staff. */
export function staffRepository(): StaffRepository {
  return (repository ??= createStaffRepository(database));
}
