// A second folder for the current build, for a server that must not share a page cache with
// another: one on another database, or one proving that servers share only through the database.
// Next's page cache writes over the build's prerendered pages in place (lib/cache/page-cache.cjs),
// so those and every other data file are copied; the compiled code (.js, most of the build, never
// written at runtime) is hard-linked. Left out: Next's build cache (cache/, also where cached
// reads go), the type files and the pages cached by earlier runs (server/route-cache).
// `node scripts/lib/build-copy.ts <distDir>` from a shell.
import { copyFileSync, linkSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LEFT_OUT = new Set(['cache', 'types', path.join('server', 'route-cache')]);
const CODE = /\.(js|mjs|cjs|map|wasm)$/;

export function copyBuild(distDir: string, from = '.next') {
  rmSync(distDir, { recursive: true, force: true });
  const copy = (relative: string) => {
    mkdirSync(path.join(distDir, relative), { recursive: true });
    for (const entry of readdirSync(path.join(from, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (LEFT_OUT.has(name)) continue;
      // Links to packages (.next/node_modules) are relative, so they hold in a sibling folder.
      if (entry.isSymbolicLink()) symlinkSync(readlinkSync(path.join(from, name)), path.join(distDir, name));
      else if (entry.isDirectory()) copy(name);
      else if (CODE.test(entry.name)) linkSync(path.join(from, name), path.join(distDir, name));
      else copyFileSync(path.join(from, name), path.join(distDir, name));
    }
  };
  copy('');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [distDir] = process.argv.slice(2);
  if (!distDir) throw new Error('usage: node scripts/lib/build-copy.ts <distDir>');
  copyBuild(distDir);
}
