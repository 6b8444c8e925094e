/**
 * Who may do what, as data: the one table every admin read, action and screen asks (Ghost's
 * ladder). The Owner, whoever signs in with ADMIN_KEY, is not a role a person can be given: the
 * Owner may do everything and cannot be suspended, demoted or removed. Pure, so the admin's
 * client components may ask it too (lib/auth/client.ts).
 */

export const STAFF_ROLES = ['contributor', 'author', 'editor', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Create posts and edit one's own drafts. */
  'posts:write',
  /** Publish, schedule or unpublish one's own posts, and edit them once public. */
  'posts:publish',
  /** Delete one's own posts. */
  'posts:delete',
  /** Everything above on every post, not only one's own. */
  'posts:others',
  'redirects',
  /** /admin/newsletter: subscriber counts, and sending a published post to the subscribers. */
  'newsletter',
  /** /admin/ai-visibility: which AI crawlers read which pages (no leads: those stay under 'leads'). */
  'ai-visibility',
  /** The leads inbox, sources, subscribers and their CSV exports. */
  'leads',
  'staff',
  'activity',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const author = ['posts:write', 'posts:publish', 'posts:delete'] as const satisfies readonly Permission[];
const editor = [...author, 'posts:others', 'redirects', 'newsletter', 'ai-visibility'] as const satisfies readonly Permission[];

export const ROLE_PERMISSIONS = {
  contributor: ['posts:write'],
  author,
  editor,
  administrator: [...editor, 'leads', 'staff', 'activity'],
} as const satisfies Record<StaffRole, readonly Permission[]>;

/** Who is signed in: the Owner (the key) or a person with a role. */
export type Actor =
  | { kind: 'owner'; staffId: null; name: 'Owner'; email: null; role: 'owner' }
  | { kind: 'staff'; staffId: string; name: string; email: string; role: StaffRole };

export const OWNER: Actor = { kind: 'owner', staffId: null, name: 'Owner', email: null, role: 'owner' };

/** One person whatever session they use, for allowances that must not reset on signing in again. */
export const personKey = (actor: Actor): string => actor.staffId ?? 'owner';

/** Permissions that depend on whose post it is. */
const OWN_POST_PERMISSIONS: readonly Permission[] = ['posts:write', 'posts:publish', 'posts:delete'];

/**
 * Whether the actor may do this. For a post, pass its owner (`ownerId`, null for the Owner's
 * and older posts): without 'posts:others' a person may act only on their own.
 */
export function can(actor: Actor, permission: Permission, target?: { ownerId: string | null }): boolean {
  if (actor.kind === 'owner') return true;
  const granted: readonly Permission[] = ROLE_PERMISSIONS[actor.role];
  if (!granted.includes(permission)) return false;
  if (target && OWN_POST_PERMISSIONS.includes(permission) && !granted.includes('posts:others')) return target.ownerId === actor.staffId;
  return true;
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
