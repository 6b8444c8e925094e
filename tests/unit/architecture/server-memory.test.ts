/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearModuleCache, publicRouteFiles, read, root } from '../../helpers/import-graph';

// What every long-running server holds once it has served its public pages. Next loads a page's
// server code with its first request, client components (rendered on the server too) and the
// actions its forms name included; instrumentation.ts loads each start-up step's jobs face. A
// package any of these imports statically sits in every server's memory, though most servers
// never use it: zod alone was 1.7 MB of V8 heap in each of two bundles (docs/performance.md,
// "Server memory"). These packages load where they are used instead, by dynamic import().

/** Packages the pages and the start-up steps must not import, with where they load instead. */
const LOADED_ON_USE = new Map([
  ['zod', 'with the forms and the admin, through lib/deferred-action.ts'],
  ['@supabase/supabase-js', 'with the first Storage upload or read (lib/media/bucket.ts)'],
  ['@electric-sql/pglite', 'where the embedded database opens (lib/db/connection.ts)'],
  ['sharp', 'with the first image conversion (lib/media/sharp.ts)'],
]);

/** Every package these entries load before anything is used, with the chain of files that brings it. */
export function serverPackages(entries: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, path.relative(root, file)];
    const { packages, files } = read(file);
    for (const name of packages) if (!found.has(name)) found.set(name, here);
    for (const next of files) visit(next, here);
  };
  for (const entry of entries) visit(entry, []);
  return found;
}

/** The jobs faces instrumentation.ts loads at start (each by `await import('@/lib/…')`). */
function startUpModules(): string[] {
  const source = fs.readFileSync(path.join(root, 'instrumentation.ts'), 'utf8');
  return [...source.matchAll(/import\('@\/([^']+)'\)/g)].map(([, module]) => {
    const base = path.join(root, module!);
    return [`${base}.ts`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file))!;
  });
}

describe("a server's code before anything is used", () => {
  it('leaves out the packages that load on use', () => {
    const entries = [...publicRouteFiles(), ...startUpModules()];
    expect(startUpModules().length).toBeGreaterThan(5);
    const loaded = serverPackages(entries);
    const early = [...loaded].filter(([name]) => [...LOADED_ON_USE.keys()].some((denied) => name === denied || name.startsWith(`${denied}/`)));
    if (early.length) throw new Error(early.map(([name, chain]) => `${name} (it loads ${LOADED_ON_USE.get(name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/'))}), through ${chain.join(' → ')}`).join('\n'));
    // The walk does reach the packages pages do need.
    expect(loaded.has('react')).toBe(true);
  });

  it('follows actions and client modules, and not dynamic imports or types', () => {
    clearModuleCache();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-memory-'));
    try {
      const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
      write('page.tsx', "import { Form } from './form';\nexport default Form;\n");
      write('form.tsx', "'use client';\nimport { send } from './actions';\nimport type { Row } from './types';\nexport const Form = send;\n");
      write('actions.ts', "'use server';\nimport { chart } from 'chart-lib';\nexport async function send() { return (await import('./handlers')).send(); }\n");
      write('handlers.ts', "import { z } from 'zod';\nexport async function send() {}\n");
      write('types.ts', "import { marked } from 'marked';\nexport type Row = ReturnType<typeof marked>;\n");
      const packages = serverPackages([path.join(dir, 'page.tsx')]);
      expect([...packages.keys()]).toEqual(['chart-lib']);
      expect(packages.get('chart-lib')?.map((file) => path.basename(file))).toEqual(['page.tsx', 'form.tsx', 'actions.ts']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      clearModuleCache();
    }
  });
});
