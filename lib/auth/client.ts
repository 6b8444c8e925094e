/** What the admin's client components may import from lib/auth: the pure role table. */
export { can, OWNER, PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, type Actor, type Permission, type StaffRole } from './roles';
