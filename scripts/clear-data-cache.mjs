// Drops the data and page caches of the last server run. Cached blog data belongs to the
// database it was read from; after a new or reset database it would show posts that no longer exist.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function clearDataCache(distDir = process.env.NEXT_DIST_DIR || '.next') {
  for (const dir of ['cache/fetch-cache', 'server/route-cache']) rmSync(`${distDir}/${dir}`, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) clearDataCache();
