// Starts production builds for the benchmark scripts: the site (`next build` must have run) and
// the bare-page fixture the site is measured against (built here when missing or stale).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clearDataCache } from '../../scripts/clear-data-cache.mjs';
import { NEXT_START_FLAGS } from '../../scripts/lib/next-start.ts';
// routeList() imports content/routes.ts, whose own imports are extensionless.
import '../../scripts/lib/register.mjs';

const nextBin = 'node_modules/next/dist/bin/next';
/** The site's build, where `next start` finds it (next.config.ts reads the same variable). */
const siteDistDir = process.env.NEXT_DIST_DIR || '.next';
/** One heading and nothing else, built from this project's node_modules (bench/fixtures/bare-app). */
export const floorDir = 'bench/fixtures/bare-app';

/**
 * Ports: BENCH_PORT moves every script's servers (site, floor) so two people can measure at
 * once; each script adds its own offset.
 */
export const benchPort = (offset) => Number(process.env.BENCH_PORT ?? 3300) + offset;

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

// A script that fails half-way must not leave a server holding its port.
const children = new Set();
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));


/**
 * BENCH_CGROUP: the directory of a memory cgroup the servers start in (bench/lib/cgroup.mjs), so
 * Node sizes V8's heap for that cgroup's limit, as on a machine with that much memory.
 */
function spawnNext(args, env, stderr = 'inherit') {
  const cgroup = process.env.BENCH_CGROUP;
  const command = cgroup
    ? ['/bin/sh', ['-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', cgroup, process.execPath, nextBin, ...args]]
    : [process.execPath, [nextBin, ...args]];
  const child = spawn(...command, {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', stderr],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** `stop('SIGKILL')` is a crash (bench:leads); the default is a clean shutdown. */
function stopper(child) {
  return async (signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
}

/** `dataDir` reuses a database (a restart); `stop(signal)` with 'SIGKILL' is a crash; `logFile` takes stderr. */
export async function startServer({ port = 3300, env = {}, dataDir = undefined, logFile = undefined } = {}) {
  if (process.env.BASE_URL) return { url: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  const url = `http://localhost:${port}`;
  clearDataCache();
  dataDir ??= mkdtempSync(path.join(tmpdir(), 'bench-db-'));
  const child = spawnNext(['start', '--port', String(port), ...NEXT_START_FLAGS], { DATA_DIR: dataDir, ...env }, logFile ? openSync(logFile, 'a') : 'inherit');
  await waitFor(`${url}/robots.txt`);
  return { url, dataDir, pid: child.pid, stop: stopper(child) };
}

/** Builds the bare page unless its build is newer than the installed Next.js and the fixture's sources. */
export function buildFloor() {
  const buildId = path.join(floorDir, '.next/BUILD_ID');
  const sources = ['node_modules/next/package.json', `${floorDir}/next.config.ts`, `${floorDir}/app/page.tsx`, `${floorDir}/app/layout.tsx`, `${floorDir}/app/markup.ts`, `${floorDir}/proxy.ts`, `${floorDir}/instrumentation.ts`];
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (sources.every((file) => statSync(file).mtimeMs < builtAt)) return;
  console.log(`Building the bare page (${floorDir}) …`);
  nextBuild(floorDir, {});
}

function nextBuild(dir, env) {
  const result = spawnSync(process.execPath, [nextBin, 'build', dir], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`Building ${dir} failed`);
}

/**
 * The floors above the bare page, each the bare page's one heading with more in its `<head>`
 * (the site's, read from the home page of the current build, so `next build` must have run):
 * - `one-rule`: a stylesheet of one rule, nothing of the site's. The floor of any page whose first
 *   paint waits for a stylesheet, however small.
 * - `styled`: the site's stylesheet, without its @font-face rules, so no font loads.
 * - `branded`: the stylesheet with its fonts, the font preloads and the `<html>` font classes, so
 *   the heading is set in the site's display face. The floor of any page with this look.
 * Each floor's stylesheet comes as the site's does: linked, or in a <style> element when the site
 * inlines its own (next.config.ts, `experimental.inlineCss`).
 * Rebuilt every time, since the site's CSS and fonts change with the site.
 */
export const floorKinds = ['one-rule', 'styled', 'branded'];

// Each floor's stylesheet is its own file in the fixture's public/ (floors are served at once),
// its font URLs pointed at /media/, where the fonts are copied.
const publicDir = path.join(floorDir, 'public');
const SITE_MEDIA = /(?:\.\.|\/_next\/static)\/media\//g;

/** The site's stylesheets as its page names them: linked, or inlined in a <style> that names its files. */
function siteStylesheets(html) {
  const linked = html.match(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
  if (linked) return { hrefs: [linked], inlined: false };
  const named = html.match(/<style data-precedence="[^"]*" data-href="([^"]+)"/)?.[1];
  if (named) return { hrefs: named.split(' '), inlined: true };
  throw new Error('The site has no stylesheet, linked or inlined: run `next build` first');
}

/** The site's stylesheet and its fonts (and which it preloads), copied into the fixture as `/<kind>.css` and /media/. */
function copySiteHead(kind, html) {
  const { hrefs, inlined } = siteStylesheets(html);
  const withFonts = kind === 'branded' || kind === 'markup';
  const fonts = withFonts ? [...html.matchAll(/<link rel="preload" href="\/_next\/static\/media\/([^"]+\.woff2)" as="font"/g)].map((m) => m[1]) : [];
  const htmlClass = withFonts ? (html.match(/<html[^>]* class="([^"]+)"/)?.[1] ?? '') : '';
  let css = kind === 'one-rule' ? 'h1{color:#0f172a}\n' : hrefs.map((href) => readFileSync(path.join(siteDistDir, href.slice('/_next'.length)), 'utf8')).join('\n');
  if (!withFonts) css = css.replace(/@font-face\{[^}]*\}/g, '');
  // Every face the stylesheet names, preloaded or not (the site preloads only its display face).
  const faces = withFonts ? [...css.matchAll(new RegExp(`url\\(${SITE_MEDIA.source}([^)]+\\.woff2)\\)`, 'g'))].map((m) => m[1]) : [];
  css = css.replace(SITE_MEDIA, '/media/');
  mkdirSync(path.join(publicDir, 'media'), { recursive: true });
  writeFileSync(path.join(publicDir, `${kind}.css`), css);
  for (const font of new Set([...fonts, ...faces])) copyFileSync(path.join(siteDistDir, 'static/media', font), path.join(publicDir, 'media', font));
  return { href: hrefs.join(' '), inlined, fonts, htmlClass };
}

function buildFloorWithHead(kind, html, env = {}) {
  const { href, inlined, fonts, htmlClass } = copySiteHead(kind, html);
  console.log(`Building the ${kind} floor (${floorDir} with ${kind === 'one-rule' ? 'a one-rule stylesheet' : href}${inlined ? ' inlined' : ''}${fonts.length ? ` and ${fonts.length} preloaded fonts` : ''}) …`);
  nextBuild(floorDir, {
    FLOOR_STYLESHEET: `/${kind}.css`,
    FLOOR_INLINE_STYLESHEET: inlined ? path.resolve(publicDir, `${kind}.css`) : '',
    FLOOR_FONTS: fonts.map((font) => `/media/${font}`).join(','),
    FLOOR_HTML_CLASS: htmlClass,
    FLOOR_DIST_DIR: `.next/${kind}`,
    ...env,
  });
}

async function serveFloor(port, kind) {
  const url = `http://localhost:${port}`;
  const child = spawnNext(['start', floorDir, '--port', String(port), ...NEXT_START_FLAGS], kind ? { FLOOR_DIST_DIR: `.next/${kind}` } : {});
  await waitFor(url);
  return { url, pid: child.pid, stop: stopper(child) };
}

/** The bare page (or, with `kind`, one of the floors above it), served by `next start` like the site; its only route is `/`. */
export async function startFloor({ port, kind = undefined }) {
  if (process.env.FLOOR_URL && !kind) return { url: process.env.FLOOR_URL.replace(/\/$/, ''), stop: async () => {} };
  if (kind) buildFloorWithHead(kind, readFileSync(path.join(siteDistDir, 'server/app/index.html'), 'utf8'));
  else buildFloor();
  return serveFloor(port, kind);
}

/**
 * A route as a visitor sees it (React's streamed Suspense content moved into place, as its inline
 * scripts would) and its <body> markup.
 */
async function siteRoute(siteUrl, route) {
  const { revealStreamedContent } = await import('../fixtures/bare-app/app/markup.ts');
  const html = revealStreamedContent(await (await fetch(siteUrl + route)).text());
  return { html, body: html.slice(html.indexOf('>', html.indexOf('<body')) + 1, html.lastIndexOf('</body>')) };
}

const withoutScripts = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="preload" as="script"[^>]*>/g, '');

/**
 * Two copies of one route as the site serves it (`siteUrl`), for telling our code's cost from the
 * cost of the page itself:
 * - the markup floor (`url`): the route's <body> markup, scripts left out, rendered and hydrated
 *   as React elements by the bare fixture with the branded floor's <head>. The same DOM and look,
 *   on the framework alone, with none of the site's client code;
 * - the static floor (`staticUrl`): the route's HTML with every script left out, the same bytes of
 *   markup, stylesheet and fonts with no framework at all.
 * Both carry the page as a visitor sees it: React's streamed Suspense content moved into place.
 * The images the markup names are copied from public/.
 */
export async function startMarkupFloor({ port, siteUrl, route }) {
  const { html, body } = await siteRoute(siteUrl, route);
  const workDir = mkdtempSync(path.join(tmpdir(), 'markup-floor-'));
  const markupFile = path.join(workDir, 'body.html');
  writeFileSync(markupFile, withoutScripts(body));
  for (const [, file] of html.matchAll(/(?:src|href)="(\/[^"?#:]+\.(?:svg|png|webp|jpe?g|avif|gif))"/g)) {
    if (!existsSync(path.join('public', file))) continue;
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    copyFileSync(path.join('public', file), path.join(publicDir, file));
  }
  const { href, inlined } = copySiteHead('markup', html);
  const staticHtml = (inlined ? withoutScripts(html) : withoutScripts(html).replace(`href="${href}"`, 'href="/markup.css"')).replace(/\/_next\/static\/media\//g, '/media/');
  writeFileSync(path.join(publicDir, 'markup-static.html'), staticHtml);
  buildFloorWithHead('markup', html, { FLOOR_MARKUP_FILE: path.resolve(markupFile) });
  const served = await serveFloor(port, 'markup');
  const stop = async () => {
    await served.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  return { url: served.url, staticUrl: `${served.url}/markup-static.html`, stop };
}

/** Where startPagesFloor writes its fixture (ignored like every other `.next-*` folder). */
const pagesFloorDir = '.next-pages-floor';

/**
 * The pages floor (`npm run bench:memory`): the bare fixture with one route of its own for each
 * of `routes`, each prerendering that route's <body> markup as the site served it (`siteUrl`), as
 * the markup floor does. Next serving the site's pages, one route module each, with none of the
 * site's code: what a server of these pages costs before the site's own code and data.
 * Built here every time, since the markup comes from the site's current build.
 */
export async function startPagesFloor({ port, siteUrl, routes }) {
  rmSync(pagesFloorDir, { recursive: true, force: true });
  mkdirSync(path.join(pagesFloorDir, 'app'), { recursive: true });
  // With the bare fixture's own proxy.ts and instrumentation.ts, which keep the site's out.
  for (const file of ['tsconfig.json', 'proxy.ts', 'instrumentation.ts', 'app/layout.tsx', 'app/markup.ts']) copyFileSync(path.join(floorDir, file), path.join(pagesFloorDir, file));
  writeFileSync(
    path.join(pagesFloorDir, 'next.config.ts'),
    `import path from 'node:path';\nexport default { poweredByHeader: false, turbopack: { root: path.resolve(import.meta.dirname, '..') } };\n`,
  );
  const paths = [];
  for (const [i, route] of routes.entries()) {
    const { body } = await siteRoute(siteUrl, route);
    const dir = path.join(pagesFloorDir, 'app', `page-${i}`);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'body.html'), withoutScripts(body));
    writeFileSync(
      path.join(dir, 'page.tsx'),
      `import { readFileSync } from 'node:fs';\nimport { markupToElements } from '../markup';\n\nexport default function Page() {\n  return markupToElements(readFileSync(${JSON.stringify(path.resolve(dir, 'body.html'))}, 'utf8'));\n}\n`,
    );
    paths.push(`/page-${i}`);
  }
  console.log(`Building the pages floor (${pagesFloorDir}, ${routes.length} routes of the site's markup) …`);
  nextBuild(pagesFloorDir, {});
  const url = `http://localhost:${port}`;
  const child = spawnNext(['start', pagesFloorDir, '--port', String(port), ...NEXT_START_FLAGS], {});
  await waitFor(url + paths[0]);
  return { url, pid: child.pid, paths, stop: stopper(child) };
}

/** Every public route: the static list plus a post and a category. */
export async function routeList() {
  const { publicRoutes } = await import('../../content/routes.ts');
  return [...publicRoutes.map((r) => r.path), '/blog/category/seo', '/blog/how-google-ai-overviews-choose-sources'];
}
