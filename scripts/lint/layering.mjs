// The layering rule (docs/architecture.md "Domains and faces"): a folder directly under lib/ is a
// domain; only its faces may be imported from outside it. Paths are resolved (the @/ alias and
// relative paths alike), so a private module is private whatever its name or however it is reached.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The faces, each with one meaning: what it offers, and who may import it. The rule enforces
 * that only faces are imported from outside a domain, and that the jobs face is imported only by
 * its importers (RESTRICTED); for the others, who imports which face is the contract below,
 * stated in the rule's message (and docs/architecture.md).
 */
export const FACE_MEANINGS = {
  public: { offers: 'server reads and builders for public pages that never read the session or cookies()', importers: 'public routes, server components, other domains' },
  edge: { offers: 'Web-API-only code, safe in middleware on the edge runtime', importers: 'middleware and any server code' },
  jobs: { offers: 'cron handlers and start-up steps, which run with no visitor or session', importers: "app/api/cron/*, app/api/ai-crawlers/*, instrumentation.ts and another domain's jobs face only" },
  admin: { offers: 'reads and helpers for admin pages and routes, each read checking the session itself', importers: 'app/admin/ and server code acting for a signed-in admin' },
  actions: { offers: "'use server' actions", importers: 'forms and admin pages' },
  client: { offers: 'browser-safe pure code: types, limits, schemas, rules', importers: "anyone, 'use client' components included" },
  index: { offers: "the domain's server API: the database, audit, rate limits and the like", importers: 'server code in lib/, route handlers, server components, actions' },
};
export const FACES = Object.keys(FACE_MEANINGS);

const faceList = Object.entries(FACE_MEANINGS)
  .map(([face, { offers, importers }]) => `@/lib/{{domain}}${face === 'index' ? '' : `/${face}`}: ${offers} (imported by ${importers})`)
  .join('; ');

function sourcesOf(node) {
  return node.source && node.source.type === 'Literal' && typeof node.source.value === 'string' ? node.source : null;
}

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

/**
 * Faces only some code may import, by the importer's project path: the jobs run with no visitor
 * and no session, so nothing a visitor or staff member reaches may call them. A jobs face may run
 * another domain's jobs (the one outbox drain runs the leads' and the newsletter's queues).
 */
const RESTRICTED = {
  jobs: (importer) =>
    importer === 'instrumentation.ts' || importer.startsWith('app/api/cron/') || importer.startsWith('app/api/ai-crawlers/') || /^lib\/[^/]+\/jobs\.ts$/.test(importer),
};

/**
 * Why an import breaks the layering, or null when it keeps it: a private module
 * ({ domain, module }), or a restricted face from code it is not meant for ({ …, face }).
 */
export function layeringViolation(specifier, importerFile, projectRoot = root) {
  const target = resolveImport(specifier, importerFile, projectRoot);
  if (target === null) return null;
  const into = domainOf(target, projectRoot);
  if (into === null) return null;
  const importer = path.relative(projectRoot, importerFile).split(path.sep).join('/');
  if (importer.startsWith(`lib/${into.domain}/`)) return null;
  const face = into.module.replace(/\/$/, '');
  if (RESTRICTED[face]) return RESTRICTED[face](importer) ? null : { domain: into.domain, module: face, face };
  if (isFace(into.module)) return null;
  return { domain: into.domain, module: into.module };
}

export const layeringRule = {
  meta: {
    type: 'problem',
    docs: { description: `Import a lib/ domain only through its faces (${FACES.join(', ')}).` },
    messages: {
      private: `'{{specifier}}' is private to lib/{{domain}}. Import a face, the one meant for your code: ${faceList}. Export what you need from one.`,
      restricted: `'{{specifier}}' is lib/{{domain}}'s {{face}} face: {{offers}}, imported by {{importers}}. Call what it runs through a face meant for your code.`,
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (source) => {
      if (!source) return;
      const violation = layeringViolation(source.value, file);
      if (!violation) return;
      if (violation.face) {
        const { offers, importers } = FACE_MEANINGS[violation.face];
        context.report({ node: source, messageId: 'restricted', data: { specifier: source.value, domain: violation.domain, face: violation.face, offers, importers } });
      } else context.report({ node: source, messageId: 'private', data: { specifier: source.value, domain: violation.domain } });
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
