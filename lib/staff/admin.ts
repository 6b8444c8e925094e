import 'server-only';
import { listOwnSessions, requireAdmin, requirePermission, type Actor, type SessionSummary, type StaffRole } from '@/lib/auth/admin';
import { staffRepository } from './repository';
import { hashToken, isTokenShaped, tokenState, type TokenState } from './tokens';
import type { StaffMember, TokenKind } from './types';

export type { StaffMember, StaffStatus } from './types';
export type { TokenState } from './tokens';

/** The staff page's people. Administrators and the Owner only. */
export async function listStaff(): Promise<StaffMember[]> {
  await requirePermission('staff');
  return staffRepository().list();
}

export type LinkPage = { state: Exclude<TokenState, 'valid'> } | { state: 'valid'; name: string; role: StaffRole };

/**
 * What an invitation or sign-in link's page shows, before anyone is signed in: whether the
 * link still works and, if it does, whose it is. The link itself is the secret.
 */
export async function linkPage(kind: TokenKind, token: string): Promise<LinkPage> {
  if (!isTokenShaped(token)) return { state: 'unknown' };
  const repo = staffRepository();
  const stored = await repo.findToken(hashToken(token), kind);
  const state = tokenState(stored);
  if (state !== 'valid' || !stored) return { state: state === 'valid' ? 'unknown' : state };
  const person = await repo.getById(stored.staffId);
  const usable = person && (kind === 'invitation' ? person.status === 'invited' : person.status === 'active');
  if (!usable) return { state: 'revoked' };
  return { state: 'valid', name: person.name, role: person.role };
}

export type Account = {
  actor: Actor;
  passkeys: { id: string; label: string; createdAt: string; lastUsedAt: string | null }[];
  sessions: (SessionSummary & { current: boolean })[];
};

/** The signed-in person's own passkeys and sessions (the Owner has sessions only). */
export async function currentAccount(): Promise<Account> {
  const { actor } = await requireAdmin();
  const [passkeys, sessions] = await Promise.all([
    actor.staffId ? staffRepository().listPasskeys(actor.staffId) : Promise.resolve([]),
    listOwnSessions(),
  ]);
  return { actor, passkeys: passkeys.map(({ id, label, createdAt, lastUsedAt }) => ({ id, label, createdAt, lastUsedAt })), sessions };
}
