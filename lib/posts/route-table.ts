import 'server-only';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which paths a real route serves, so that a manual redirect is never saved from one: redirects
 * are only asked where nothing else answers (the catch-all and the blog's 404s), so one from
 * /contact would be announced and never used. The table is the build's own: Next's
 * routes-manifest.json (every page and route handler, the config's redirects and rewrites),
 * plus the files in public/. Nothing is listed by hand, so a new page is covered by the next
 * build. What a dynamic route serves depends on its parameters; `RouteOwners` says it, route
 * by route, and a dynamic route without an entry is taken to serve every path it matches.
 */

type Rule = { page?: string; source?: string; destination?: string; regex: string; internal?: boolean };
type RoutesManifest = {
  // Absent from the manifest `next dev` writes: it compiles pages on demand.
  staticRoutes?: Rule[];
  dynamicRoutes?: Rule[];
  redirects?: Rule[];
  rewrites?: Rule[] | { beforeFiles?: Rule[]; afterFiles?: Rule[]; fallback?: Rule[] };
};

export type RouteTable = {
  staticPages: { page: string; regex: RegExp }[];
  dynamicPages: { page: string; regex: RegExp }[];
  redirects: RegExp[];
  rewrites: { regex: RegExp; source: string; destination: string }[];
  publicFiles: Set<string>;
};

/**
 * Whether a dynamic route renders a page for these (decoded) parameters rather than a 404 that
 * asks the redirects. `true` for a route that must keep its paths (a list's page numbers), even
 * past what exists today, so no redirect dies when the blog grows.
 */
export type RouteOwners = Record<string, (params: string[]) => boolean | Promise<boolean>>;

/** What serves a path: nothing (a redirect there is used), or the route that does. */
export type Served = { by: 'public-file' | 'page' | 'redirect' | 'rewrite'; page?: string } | null;

export function routeTable(manifest: RoutesManifest, publicFiles: Iterable<string>): RouteTable {
  const { rewrites: byPhase = [] } = manifest;
  const rewrites = (Array.isArray(byPhase) ? byPhase : [...(byPhase.beforeFiles ?? []), ...(byPhase.afterFiles ?? []), ...(byPhase.fallback ?? [])]).filter(
    (rule) => typeof rule.regex === 'string',
  );
  return {
    staticPages: (manifest.staticRoutes ?? []).map((rule) => ({ page: rule.page!, regex: new RegExp(rule.regex) })),
    dynamicPages: (manifest.dynamicRoutes ?? []).map((rule) => ({ page: rule.page!, regex: new RegExp(rule.regex) })),
    // Next's own trailing-slash redirect (internal) never sees a source: they have none.
    redirects: (manifest.redirects ?? []).filter((rule) => !rule.internal && typeof rule.regex === 'string').map((rule) => new RegExp(rule.regex)),
    rewrites: rewrites.map((rule) => ({ regex: new RegExp(rule.regex), source: rule.source!, destination: rule.destination! })),
    publicFiles: new Set(publicFiles),
  };
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** A rewrite's destination for a path: its :params filled from the source's groups, in order. */
function rewritten(rule: RouteTable['rewrites'][number], match: RegExpExecArray): string | null {
  const names = [...rule.source.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  let destination = rule.destination;
  for (const [i, name] of names.entries()) destination = destination.replaceAll(`:${name}`, match[i + 1] ?? '');
  return destination.includes(':') || destination.includes('?') ? null : destination;
}

/** What serves `pathname` (a canonical path, as redirect sources are stored), in Next's order. */
export async function servedBy(table: RouteTable, owners: RouteOwners, pathname: string, depth = 0): Promise<Served> {
  if (table.redirects.some((regex) => regex.test(pathname))) return { by: 'redirect' };
  if (table.publicFiles.has(decode(pathname))) return { by: 'public-file' };
  const page = table.staticPages.find((route) => route.regex.test(pathname));
  if (page) return { by: 'page', page: page.page };
  for (const rule of table.rewrites) {
    const match = rule.regex.exec(pathname);
    if (!match) continue;
    const destination = rewritten(rule, match);
    // A rewrite to a route that may still answer 404 (the IndexNow key file) is judged by that
    // route; without a page list (next dev) it keeps its paths.
    if (!destination || depth > 2 || table.staticPages.length === 0) return { by: 'rewrite' };
    return (await servedBy(table, owners, destination, depth + 1)) ? { by: 'rewrite' } : null;
  }
  for (const route of table.dynamicPages) {
    const match = route.regex.exec(pathname);
    if (!match) continue;
    const owner = owners[route.page];
    if (!owner) return { by: 'page', page: route.page };
    return (await owner(match.slice(1).map(decode))) ? { by: 'page', page: route.page } : null;
  }
  return null;
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );
}

let loaded: RouteTable | undefined;

/**
 * The running build's table: routes-manifest.json is one of the files Next's server needs
 * (required-server-files), so it is there wherever the server runs. public/ is read from the
 * project folder; a host that serves it from elsewhere (a CDN) simply lists no files here.
 * `next dev` writes a manifest without the page lists (it compiles pages on demand): there only
 * the config's redirects and rewrites and public/ are checked, and a warning says so.
 */
export function currentRouteTable(): RouteTable {
  if (loaded) return loaded;
  const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'routes-manifest.json');
  let manifest: RoutesManifest = {};
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as RoutesManifest;
  } catch (error) {
    // A host that bundles the server without it: saving a redirect must still work.
    console.error(`Could not read ${file}; redirects are checked against public/ only.`, error);
  }
  if (!manifest.staticRoutes) console.warn('The routes manifest lists no pages (next dev?): redirects are not checked against pages until the site is built.');
  return (loaded = routeTable(manifest, listFiles(path.join(process.cwd(), 'public'))));
}
