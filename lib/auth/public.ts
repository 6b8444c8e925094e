// What middleware (edge runtime) needs to gate /admin: the signed session cookie's check.
export { ADMIN_PATH_HEADER, authConfig, isOpenAdminPath, sessionCookieName, verifySession } from './session';
