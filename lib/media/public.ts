import 'server-only';

// Serving uploaded images (app/media/[file]): read-only, no session. And the start-up step that
// moves the images an older version left in DATA_DIR/uploads into the database.
export { imageExists, readImage } from './store';
export { importLocalUploadsAtStart } from './import';
