import 'server-only';

// Serving uploaded images (app/media/[file]): read-only, no session.
export { imageExists, readImage } from './store';
