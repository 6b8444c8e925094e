import 'server-only';

// Receiving uploads (app/admin/uploads): the route checks the session itself (adminRoute) before
// any of these runs.
export { cleanUnusedUploads } from './quota';
export { receiveUpload } from './upload';
// The newsletter's copies of the site's own images (lib/newsletter, rendering a post for a send).
export { EMAIL_COLUMN_WIDTH, emailImage, type EmailImage } from './email-images';
