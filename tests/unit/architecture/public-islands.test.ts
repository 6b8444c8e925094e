/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearModuleCache, publicRouteFiles, read, root } from '../../helpers/import-graph';

// What a public page's browser code can import. Public pages load at most 10 KB of JavaScript
// beyond a bare Next page (docs/architecture.md "JavaScript on public pages"), and one import in a
// shared module is enough to break that: a barrel that re-exported zod schemas put 35 KB of zod
// on every page. This walks the static imports from every public route file, and collects the
// packages the browser gets: those imported by a 'use client' module or anything it imports.
// Dynamic import() is left out: it loads on demand (the toasts on a form's first focus). So is a
// 'use server' module: the browser gets a reference to each action, not its code.

/** Packages that public islands may bring, each for a reason. */
const ALLOWED = new Map([
  ['react', 'the islands themselves'],
  ['next/navigation', "useFormAction rethrows Next's own redirects and not-found errors"],
]);

/** Every package the browser gets from these entries, with the chain of files that brings it. */
function browserPackages(entries: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, inBrowser: boolean, chain: string[]) => {
    const { directive, packages, files } = read(file);
    // The browser gets a reference to a server action, not its module.
    if (inBrowser && directive === 'use server') return;
    const browser = inBrowser || directive === 'use client';
    const key = `${browser}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const here = [...chain, path.relative(root, file)];
    if (browser) for (const name of packages) if (!found.has(name)) found.set(name, here);
    for (const next of files) visit(next, browser, here);
  };
  for (const entry of entries) visit(entry, false, []);
  return found;
}

describe("public pages' browser code", () => {
  it('imports no package beyond the allowed few', () => {
    const entries = publicRouteFiles();
    expect(entries.length).toBeGreaterThan(20);
    const unexpected = [...browserPackages(entries)].filter(([name]) => !ALLOWED.has(name));
    if (unexpected.length) throw new Error(unexpected.map(([name, chain]) => `${name}, through ${chain.join(' → ')}`).join('\n'));
  });

  it('sees a package through a client module and a barrel, not through an action or a type', () => {
    clearModuleCache();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'islands-'));
    try {
      const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
      write('page.tsx', "import { Form } from './form';\nimport { db } from 'postgres';\nexport default Form;\n");
      write('form.tsx', "'use client';\nimport { LIMIT } from './barrel';\nimport type { Row } from './types';\nimport { send } from './actions';\nexport const Form = LIMIT;\n");
      write('actions.ts', "'use server';\nimport { sql } from 'postgres';\nexport async function send() {}\n");
      write('barrel.ts', "export { LIMIT } from './limits';\nexport { schema } from './schema';\n");
      write('limits.ts', 'export const LIMIT = 1;\n');
      write('schema.ts', "import { z } from 'zod';\nexport const schema = z.string();\n");
      write('types.ts', "import { marked } from 'marked';\nexport type Row = ReturnType<typeof marked>;\n");
      const packages = browserPackages([path.join(dir, 'page.tsx')]);
      // zod reaches the browser through the barrel; postgres stays on the server, in the page and the
      // action alike; marked is only a type.
      expect([...packages.keys()]).toEqual(['zod']);
      expect(packages.get('zod')?.map((file) => path.basename(file))).toEqual(['page.tsx', 'form.tsx', 'barrel.ts', 'schema.ts']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      clearModuleCache();
    }
  });
});
