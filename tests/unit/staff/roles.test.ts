/** @jest-environment node */
import { can, OWNER, PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, type Actor, type Permission, type StaffRole } from '@/lib/auth/roles';

const person = (role: StaffRole, staffId = 'me'): Actor => ({ kind: 'staff', staffId, name: 'Dana', email: 'dana@example.com', role });

describe('the role table', () => {
  it("follows Ghost's ladder: each role can do everything the one below can, and more", () => {
    for (let i = 1; i < STAFF_ROLES.length; i++) {
      const below: readonly Permission[] = ROLE_PERMISSIONS[STAFF_ROLES[i - 1]!];
      const above: readonly Permission[] = ROLE_PERMISSIONS[STAFF_ROLES[i]!];
      expect(below.every((permission) => above.includes(permission))).toBe(true);
      expect(above.length).toBeGreaterThan(below.length);
    }
  });

  it.each([
    ['contributor', ['posts:write']],
    ['author', ['posts:write', 'posts:publish', 'posts:delete']],
    ['editor', ['posts:write', 'posts:publish', 'posts:delete', 'posts:others', 'redirects', 'newsletter', 'ai-visibility']],
    ['administrator', [...PERMISSIONS]],
  ] as const)('%s may do exactly %j', (role, granted) => {
    for (const permission of PERMISSIONS) expect(can(person(role), permission)).toBe((granted as readonly string[]).includes(permission));
  });

  it('the Owner may do everything', () => {
    for (const permission of PERMISSIONS) expect(can(OWNER, permission, { ownerId: 'someone' })).toBe(true);
  });
});

describe('own posts', () => {
  it.each(['contributor', 'author'] as const)('a %s works on their own posts only', (role) => {
    expect(can(person(role), 'posts:write', { ownerId: 'me' })).toBe(true);
    expect(can(person(role), 'posts:write', { ownerId: 'someone else' })).toBe(false);
    // The Owner's and older posts have no owner: not theirs either.
    expect(can(person(role), 'posts:write', { ownerId: null })).toBe(false);
  });

  it('a Contributor may not publish or delete even their own post; an Author may', () => {
    expect(can(person('contributor'), 'posts:publish', { ownerId: 'me' })).toBe(false);
    expect(can(person('contributor'), 'posts:delete', { ownerId: 'me' })).toBe(false);
    expect(can(person('author'), 'posts:publish', { ownerId: 'me' })).toBe(true);
    expect(can(person('author'), 'posts:delete', { ownerId: 'me' })).toBe(true);
    expect(can(person('author'), 'posts:delete', { ownerId: 'someone else' })).toBe(false);
  });

  it.each(['editor', 'administrator'] as const)('an %s works on every post', (role) => {
    for (const permission of ['posts:write', 'posts:publish', 'posts:delete'] as const) {
      expect(can(person(role), permission, { ownerId: 'someone else' })).toBe(true);
      expect(can(person(role), permission, { ownerId: null })).toBe(true);
    }
  });
});
