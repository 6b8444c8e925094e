import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { dataDirectory } from '@/lib/db';
import { mediaRepository, type MediaRepository } from './repository';
import { MEDIA_NAME } from './store';

export type UploadsImport = {
  /** Rows added now. */
  imported: string[];
  /** Valid files whose name was stored already (an import cut short, or two servers sharing the folder). */
  alreadyStored: string[];
  /** Left in the folder and not imported: not an upload's name, or bytes that do not hash to it. */
  skipped: string[];
  /** Where the folder went (null: there was none). */
  movedTo: string | null;
};

const NOTHING: UploadsImport = { imported: [], alreadyStored: [], skipped: [], movedTo: null };

function freeName(parent: string, base: string) {
  if (!existsSync(path.join(parent, base))) return path.join(parent, base);
  return path.join(parent, `${base}-${new Date().toISOString().replace(/[-:]|\.\d+Z$/g, '')}`);
}

/**
 * Moves the images uploads used to leave in DATA_DIR/uploads into the database, once, as the
 * server starts (instrumentation.ts; docs/operations.md says why there). Every row is inserted
 * unless its name is already stored, keeping the file's time as its upload time, and only then is
 * the folder renamed to `uploads-imported`: a start cut short imports the rest next time, and a
 * later start finds no folder. Nothing is deleted; a file that is not an upload stays in the
 * renamed folder.
 */
export async function importLocalUploads(root = dataDirectory(), repository: MediaRepository = mediaRepository()): Promise<UploadsImport> {
  const folder = path.join(root, 'uploads');
  let names: string[];
  try {
    names = readdirSync(folder).sort();
  } catch {
    return NOTHING;
  }
  const result: UploadsImport = { imported: [], alreadyStored: [], skipped: [], movedTo: null };
  for (const name of names) {
    const file = path.join(folder, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!MEDIA_NAME.test(name) || !stat?.isFile()) {
      result.skipped.push(name);
      continue;
    }
    const data = readFileSync(file);
    // The name promises these bytes forever (immutable URL): a file that does not keep it stays out.
    if (data.byteLength === 0 || createHash('sha256').update(data).digest('hex') !== name.slice(0, 64)) {
      result.skipped.push(name);
      continue;
    }
    if (await repository.insertIfMissing(name, data, stat.mtime)) result.imported.push(name);
    else result.alreadyStored.push(name);
  }
  const target = freeName(root, 'uploads-imported');
  try {
    renameSync(folder, target);
    result.movedTo = target;
  } catch (error) {
    // Another server sharing this folder moved it first: its rows are the same rows.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return result;
}

/** The start-up step: imports, says what it did, and never stops the server (the next start tries again). */
export async function importLocalUploadsAtStart(): Promise<void> {
  try {
    const done = await importLocalUploads();
    if (!done.movedTo) return;
    console.info(
      `Moved ${done.imported.length} uploaded image${done.imported.length === 1 ? '' : 's'} from ${path.join(dataDirectory(), 'uploads')} into the database` +
        `${done.alreadyStored.length ? ` (${done.alreadyStored.length} already there)` : ''}; the folder is now ${done.movedTo}` +
        `${done.skipped.length ? `; ${done.skipped.length} file${done.skipped.length === 1 ? '' : 's'} whose name or bytes are not an upload's stayed there, not imported` : ''}.`,
    );
  } catch (error) {
    console.error('Moving DATA_DIR/uploads into the database failed; its images stay in the folder and the next start tries again.', error);
  }
}
