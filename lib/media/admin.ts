import 'server-only';

// Receiving uploads (app/admin/uploads): the route checks the session itself (adminRoute) before
// any of these runs.
export { ImageRejectedError, MAX_UPLOAD_BYTES, processImage } from './image';
export { cleanUnusedUploads, roomForUpload, UPLOAD_WINDOW_SECONDS, uploadLimits } from './quota';
export { storeImage, UploadNotStoredError, UploadsFullError } from './store';
// The newsletter's copies of the site's own images (lib/leads, rendering a post for a send).
export { EMAIL_COLUMN_WIDTH, emailImage, type EmailImage } from './email-images';
