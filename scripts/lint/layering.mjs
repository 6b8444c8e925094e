// The layering rule (README "Architecture"): a folder directly under lib/ is a domain; only its
// faces may be imported from outside it. Paths are resolved (the @/ alias and relative paths
// alike), so a private module is private whatever its name or however it is reached.
import fs from 'node:fs';
import path from 'node:path';

export const FACES = ['public', 'admin', 'actions', 'client', 'index'];

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const EXT = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** The project path ('lib/posts/repository') a specifier names, or null for a package. */
export function resolveImport(specifier, importerFile, projectRoot = root) {
  let absolute;
  if (specifier.startsWith('@/')) absolute = path.join(projectRoot, specifier.slice(2));
  else if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    absolute = path.resolve(path.dirname(importerFile), specifier);
  } else return null;
  return path.relative(projectRoot, absolute).split(path.sep).join('/').replace(EXT, '');
}

/** The domain a project path lies in, and the module inside it ('' for the folder itself). */
export function domainOf(projectPath, projectRoot = root) {
  const match = /^lib\/([^/]+)(?:\/(.*))?$/.exec(projectPath);
  if (!match) return null;
  const [, name, rest] = match;
  // lib/format.ts and its kind are shared utilities, not domains.
  if (rest === undefined && !isDirectory(path.join(projectRoot, 'lib', name))) return null;
  return { domain: name, module: rest ?? '' };
}

function isDirectory(dir) {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

export function isFace(module) {
  const bare = module.replace(/\/$/, '');
  return bare === '' || FACES.includes(bare);
}

/** Why an import breaks the layering, or null when it keeps it. */
export function layeringViolation(specifier, importerFile, projectRoot = root) {
  const target = resolveImport(specifier, importerFile, projectRoot);
  if (target === null) return null;
  const into = domainOf(target, projectRoot);
  if (into === null || isFace(into.module)) return null;
  const importer = path.relative(projectRoot, importerFile).split(path.sep).join('/');
  if (importer.startsWith(`lib/${into.domain}/`)) return null;
  return { domain: into.domain, module: into.module };
}

function sourcesOf(node) {
  return node.source && node.source.type === 'Literal' && typeof node.source.value === 'string' ? node.source : null;
}

export const layeringRule = {
  meta: {
    type: 'problem',
    docs: { description: "Import a lib/ domain only through its faces (public, admin, actions, client, index)." },
    messages: {
      private:
        "'{{specifier}}' is private to lib/{{domain}}. Import a face: @/lib/{{domain}}/public (server reads for public pages, pure code), admin (admin reads), actions (server actions), client (browser-safe code) or @/lib/{{domain}} (index); export what you need from one.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (source) => {
      if (!source) return;
      const violation = layeringViolation(source.value, file);
      if (violation) context.report({ node: source, messageId: 'private', data: { specifier: source.value, domain: violation.domain } });
    };
    return {
      ImportDeclaration: (node) => check(sourcesOf(node)),
      ExportNamedDeclaration: (node) => check(sourcesOf(node)),
      ExportAllDeclaration: (node) => check(sourcesOf(node)),
      ImportExpression: (node) => check(sourcesOf(node)),
    };
  },
};

export const layeringPlugin = { rules: { layering: layeringRule } };

const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/**
 * Which domain imports which, from every module in lib/ (type-only and dynamic imports
 * included): `edges.get('leads')` maps each imported domain to one importer → specifier example.
 * `ts` is the typescript package, passed in so the lint rule itself does not load it.
 */
export function domainGraph(ts, projectRoot = root) {
  const edges = new Map();
  for (const file of sourceFiles(path.join(projectRoot, 'lib'))) {
    const from = domainOf(path.relative(projectRoot, file).split(path.sep).join('/'), projectRoot);
    if (from === null) continue;
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(fileName, file, projectRoot);
      const to = target === null ? null : domainOf(target, projectRoot);
      if (to === null || to.domain === from.domain) continue;
      if (!edges.has(from.domain)) edges.set(from.domain, new Map());
      const out = edges.get(from.domain);
      if (!out.has(to.domain)) out.set(to.domain, `${path.relative(projectRoot, file)} → ${fileName}`);
    }
  }
  return edges;
}

/** Every elementary cycle's domains, once each (as found from its smallest-named member). */
export function domainCycles(edges) {
  const cycles = [];
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])])].sort();
  for (const start of nodes) {
    const walk = (node, trail) => {
      for (const next of (edges.get(node) ?? new Map()).keys()) {
        if (next === start) cycles.push([...trail]);
        else if (next > start && !trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    walk(start, [start]);
  }
  return cycles;
}
