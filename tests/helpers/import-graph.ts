import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The project's static imports, as the architecture tests follow them: each module's own files and
 * packages (type-only imports left out) and its directive ('use client', 'use server').
 */

export const root = process.cwd();
const ROUTE_FILE = /^(page|layout|template|error|not-found|global-error|loading|default)\.tsx?$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export type Module = { packages: string[]; files: string[]; directive: string | null };

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
export const clearModuleCache = () => cache.clear();

export function read(file: string): Module {
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

/** Every route file (page, layout, boundaries) outside app/admin and app/api. */
export function publicRouteFiles(dir = path.join(root, 'app')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' || entry.name === 'api' ? [] : publicRouteFiles(full);
    return ROUTE_FILE.test(entry.name) ? [full] : [];
  });
}
