/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

// What a public page's browser code can import. Public pages load at most 10 KB of JavaScript
// beyond a bare Next page (docs/architecture.md "JavaScript on public pages"), and one import in a
// shared module is enough to break that: a barrel that re-exported zod schemas put 35 KB of zod
// on every page. This walks the static imports from every public route file, and collects the
// packages the browser gets: those imported by a 'use client' module or anything it imports.
// Dynamic import() is left out: it loads on demand (the toasts on a form's first focus). So is a
// 'use server' module: the browser gets a reference to each action, not its code.

const root = process.cwd();
const ROUTE_FILE = /^(page|layout|template|error|not-found|global-error|loading|default)\.tsx?$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Packages that public islands may bring, each for a reason. */
const ALLOWED = new Map([
  ['react', 'the islands themselves'],
  ['next/navigation', "useFormAction rethrows Next's own redirects and not-found errors"],
]);

type Module = { packages: string[]; files: string[]; directive: string | null };

function resolveFile(specifier: string, importer: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(root, importer)}: cannot resolve ${specifier}`);
}

const typeOnly = (clause: ts.ImportClause | undefined) =>
  !!clause &&
  (clause.isTypeOnly ||
    (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly)));

const cache = new Map<string, Module>();
function read(file: string): Module {
  const known = cache.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const first = source.statements[0];
  const directive = first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) ? first.expression.text : null;
  const found: Module = { packages: [], files: [], directive };
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement) && !typeOnly(statement.importClause)) specifier = statement.moduleSpecifier;
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const resolved = resolveFile(specifier.text, file);
    if (resolved) found.files.push(resolved);
    else if (!/\.css$/.test(specifier.text)) found.packages.push(specifier.text);
  }
  cache.set(file, found);
  return found;
}

function publicRouteFiles(dir = path.join(root, 'app')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' || entry.name === 'api' ? [] : publicRouteFiles(full);
    return ROUTE_FILE.test(entry.name) ? [full] : [];
  });
}

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
    cache.clear();
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
      cache.clear();
    }
  });
});
