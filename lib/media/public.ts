import 'server-only';

// Serving uploaded images (app/media/[file]): read-only, no session.
export { imageExists, readImage } from './store';
// Serving the e-mails' copies of images (app/email/images/[file]).
export { readEmailImage } from './email-images';
// A post's bundled artwork, written into its page (components/blog/post-article.tsx).
export { inlineArtwork } from './inline-artwork';
