import 'server-only';

// The start-up step (instrumentation.ts) that moves the images an older version left in
// DATA_DIR/uploads into the database.
export { importLocalUploadsAtStart } from './import';
