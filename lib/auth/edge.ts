// What middleware (edge runtime) needs to gate /admin: the signed session cookie's check.
export { ADMIN_PATH_HEADER, authConfig, DRAFT_MODE_COOKIE, isOpenAdminPath, isPreviewMarkOf, previewCookieName, sessionCookieName, verifySession } from './session';
