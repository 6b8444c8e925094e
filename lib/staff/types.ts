/** Named staff (supabase/migrations/*_staff.sql): people, their passkeys and one-time links. */
import type { StaffRole } from '@/lib/auth/admin';

export type StaffStatus = 'invited' | 'active' | 'suspended';

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  status: StaffStatus;
  createdAt: string;
  passkeys: number;
  /** An invited person's open invitation: when it stops working. */
  invitationExpiresAt: string | null;
};

export type Passkey = {
  /** The WebAuthn credential id, base64url. */
  id: string;
  staffId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
};

export type TokenKind = 'invitation' | 'sign-in';

/** A one-time link as stored: only its hash, never the token. */
export type StoredToken = {
  kind: TokenKind;
  staffId: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
};

export type ChallengePurpose = 'register' | 'authenticate';

export class DuplicateEmailError extends Error {
  constructor() {
    super('Someone on the staff already uses this e-mail address.');
    this.name = 'DuplicateEmailError';
  }
}

/** A passkey whose credential id is already saved, for this person or anyone else. */
export class DuplicatePasskeyError extends Error {
  constructor() {
    super('This passkey is already saved for a staff account.');
    this.name = 'DuplicatePasskeyError';
  }
}

export interface StaffRepository {
  list(): Promise<StaffMember[]>;
  getById(id: string): Promise<StaffMember | null>;
  getByEmail(email: string): Promise<StaffMember | null>;
  /** A new person, 'invited', with their invitation's hash; throws DuplicateEmailError. */
  invite(person: { name: string; email: string; role: StaffRole }, tokenHash: string, seconds: number): Promise<StaffMember>;
  /** A fresh invitation for someone not yet joined; the older ones stop working. */
  reinvite(staffId: string, tokenHash: string, seconds: number): Promise<void>;
  setRole(id: string, role: StaffRole): Promise<boolean>;
  setStatus(id: string, status: 'active' | 'suspended'): Promise<boolean>;
  remove(id: string): Promise<boolean>;

  createToken(kind: TokenKind, staffId: string, tokenHash: string, seconds: number): Promise<void>;
  findToken(tokenHash: string, kind: TokenKind): Promise<StoredToken | null>;
  /** Marks a live token used and answers its person; null if it is unknown, used, revoked or expired. */
  consumeToken(tokenHash: string, kind: TokenKind): Promise<string | null>;

  saveChallenge(challenge: string, purpose: ChallengePurpose, staffId: string | null, seconds: number): Promise<void>;
  /** Deletes a live challenge and answers whose it was (null: anyone's); undefined if there is none. */
  consumeChallenge(challenge: string, purpose: ChallengePurpose): Promise<{ staffId: string | null } | undefined>;

  listPasskeys(staffId: string): Promise<Passkey[]>;
  getPasskey(id: string): Promise<Passkey | null>;
  /** Throws DuplicatePasskeyError when the credential id is already saved. */
  addPasskey(passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>): Promise<void>;
  /**
   * Accepting an invitation in one transaction: the token used, the passkey kept, the person
   * active. Throws DuplicatePasskeyError (and spends nothing) when the credential id is saved.
   */
  acceptInvitation(tokenHash: string, passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt' | 'staffId'>): Promise<string | null>;
  recordPasskeyUse(id: string, counter: number): Promise<void>;
  /** Removes one of a person's passkeys, never their last one ('last': kept, 'missing': no such passkey of theirs). */
  removePasskey(staffId: string, id: string): Promise<'removed' | 'last' | 'missing'>;
}
