// `npm run e2e:inventory [-- checkout]`: what each e2e file of the gate (playwright.config.ts's
// projects; the soak tier is not in them) costs in browser pages and checks. For each file: its
// tests, as `playwright test --list` expands them; how many open a browser page of their own (the
// test or a hook around it takes `page`, `context` or `browser`, or a fixture built on them, or
// calls newPage/newContext); how many use only a worker's shared page (a worker-scoped fixture
// such as tests/helpers/shared-page.ts's); and its `expect` calls.
//
// Assertions are counted statically: each `expect(`, `expect.soft(` and `expect.poll(` call in the
// source once, however often a loop runs it (a loop over routes counts its checks once). Helpers a
// spec imports from tests/ are counted once each, in their own table, and in the total once.
// `checkout` (default: this one) is another copy of the repository, such as an older commit's.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(process.argv[2] ?? '.');
const tests = join(root, 'tests');
const browserFixtures = new Set(['page', 'context', 'browser']);
const opens = /\.(newPage|newContext)\s*\(/;
const hooks = new Set(['beforeEach', 'afterEach', 'beforeAll', 'afterAll']);

/** Every test Playwright would run, as file → [{ line, projects }], from its --list report. */
function listed() {
  const json = execFileSync(join(process.cwd(), 'node_modules/.bin/playwright'), ['test', '--list', '--reporter=json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, E2E_PROJECTS: '' },
  });
  const files = new Map();
  (function walk(suites = []) {
    for (const suite of suites) {
      for (const spec of suite.specs ?? []) {
        const file = join(root, 'tests/e2e', spec.file);
        const entries = files.get(file) ?? [];
        for (const test of spec.tests ?? []) entries.push({ line: spec.line, project: test.projectName });
        files.set(file, entries);
      }
      walk(suite.suites);
    }
  })(JSON.parse(json).suites);
  return files;
}

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** The names a function's first parameter destructures (`{ page, sharedPage: p }` → page, sharedPage). */
function fixturesOf(fn) {
  const first = fn?.parameters?.[0]?.name;
  if (!first || !ts.isObjectBindingPattern(first)) return [];
  return first.elements.map((element) => (element.propertyName ?? element.name).getText());
}
const callback = (call) => [...call.arguments].reverse().find((arg) => ts.isArrowFunction(arg) || ts.isFunctionExpression(arg));

/**
 * Fixtures defined with `.extend({...})` anywhere under tests/: name → 'own' (a page or context for
 * the test) or 'shared' (one per worker): a fixture built on `page`, `context` or `browser`, or on
 * another such fixture.
 */
function customFixtures(files) {
  const defs = [];
  for (const file of files) {
    const source = parse(file);
    (function visit(node) {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'extend') {
        const object = node.arguments[0];
        if (object && ts.isObjectLiteralExpression(object)) {
          for (const property of object.properties) {
            if (!ts.isPropertyAssignment(property) && !ts.isMethodDeclaration(property)) continue;
            const value = ts.isPropertyAssignment(property) ? property.initializer : property;
            const fn = ts.isArrayLiteralExpression(value) ? value.elements[0] : value;
            const options = ts.isArrayLiteralExpression(value) ? value.elements[1]?.getText() ?? '' : '';
            defs.push({ name: property.name.getText(), deps: fixturesOf(fn), worker: /scope:\s*'worker'/.test(options) });
          }
        }
      }
      ts.forEachChild(node, visit);
    })(source);
  }
  const kinds = new Map();
  for (let changed = true; changed; ) {
    changed = false;
    for (const def of defs) {
      if (kinds.has(def.name)) continue;
      const usesBrowser = def.deps.some((dep) => browserFixtures.has(dep) || kinds.get(dep) === 'own');
      const usesShared = def.deps.some((dep) => kinds.get(dep) === 'shared');
      if (usesBrowser || usesShared) {
        kinds.set(def.name, def.worker || (usesShared && !usesBrowser) ? 'shared' : 'own');
        changed = true;
      }
    }
  }
  return kinds;
}

/** 'own', 'shared' or 'none' for one test or hook callback. */
function pageUse(fn, kinds) {
  const names = fixturesOf(fn);
  if (names.some((name) => browserFixtures.has(name) || kinds.get(name) === 'own') || opens.test(fn?.getText() ?? '')) return 'own';
  return names.some((name) => kinds.get(name) === 'shared') ? 'shared' : 'none';
}
const stronger = (a, b) => (a === 'own' || b === 'own' ? 'own' : a === 'shared' || b === 'shared' ? 'shared' : 'none');

/** Each `test(...)` call's line and page use, hooks of its enclosing describes included. */
function testCalls(source, kinds) {
  const byLine = new Map();
  const isTestCall = (node) => {
    if (!ts.isCallExpression(node)) return false;
    const callee = node.expression;
    if (ts.isIdentifier(callee)) return callee.text === 'test';
    return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'test' && ['only', 'skip', 'fixme', 'fail', 'slow'].includes(callee.name.text) && Boolean(callback(node));
  };
  const hookUse = (block) => {
    let use = 'none';
    for (const statement of block.statements ?? []) {
      const call = ts.isExpressionStatement(statement) ? statement.expression : undefined;
      if (call && ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && hooks.has(call.expression.name.text)) use = stronger(use, pageUse(callback(call), kinds));
    }
    return use;
  };
  (function visit(node, inherited) {
    let here = inherited;
    if (ts.isSourceFile(node) || ts.isBlock(node)) here = stronger(inherited, hookUse(node));
    if (isTestCall(node)) byLine.set(lineOf(source, node), stronger(here, pageUse(callback(node), kinds)));
    ts.forEachChild(node, (child) => visit(child, here));
  })(source, 'none');
  return byLine;
}

/** `expect(`, `expect.soft(` and `expect.poll(` calls; never matchers such as expect.any(). */
function expectCount(file) {
  let count = 0;
  (function visit(node) {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'expect') count++;
      else if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'expect' && ['soft', 'poll'].includes(callee.name.text)) count++;
    }
    ts.forEachChild(node, visit);
  })(parse(file));
  return count;
}

/** Files under tests/ a file imports, directly or through another (content/ and lib/ are not tests). */
function testImports(file, seen = new Set()) {
  for (const statement of parse(file).statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier?.text;
    if (!specifier?.startsWith('.')) continue;
    const base = resolve(dirname(file), specifier);
    const target = [base, `${base}.ts`, `${base}.mjs`, join(base, 'index.ts')].find((path) => existsSync(path) && path.startsWith(tests) && /\.(ts|mjs)$/.test(path));
    if (target && !seen.has(target)) {
      seen.add(target);
      testImports(target, seen);
    }
  }
  return seen;
}

const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : /\.(ts|mjs)$/.test(entry.name) ? [join(dir, entry.name)] : []));
const kinds = customFixtures(walk(tests).filter((file) => !file.includes('/unit/')));
const files = listed();
const rows = [];
const helpers = new Set();
for (const [file, entries] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
  const calls = testCalls(parse(file), kinds);
  const uses = entries.map((entry) => calls.get(entry.line) ?? 'own');
  const imported = [...testImports(file)].filter((path) => !path.endsWith('.spec.ts'));
  imported.forEach((path) => helpers.add(path));
  rows.push({
    file: relative(root, file),
    projects: [...new Set(entries.map((entry) => entry.project))].join(','),
    tests: entries.length,
    own: uses.filter((use) => use === 'own').length,
    shared: uses.filter((use) => use === 'shared').length,
    expects: expectCount(file),
  });
}
const helperRows = [...helpers].sort().map((file) => ({ file: relative(root, file), expects: expectCount(file) })).filter((row) => row.expects > 0);
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);

const table = (headers, body) => [`| ${headers.join(' | ')} |`, `|${headers.map((_, i) => (i ? '---:' : '---')).join('|')}|`, ...body.map((cells) => `| ${cells.join(' | ')} |`)].join('\n');
console.log(`e2e files of the gate in ${root}\n`);
console.log(
  table(
    ['file', 'project', 'tests', 'own page', 'shared page', 'expect calls'],
    [...rows.map((row) => [row.file, row.projects, row.tests, row.own, row.shared, row.expects]), ['**total**', '', sum(rows, 'tests'), sum(rows, 'own'), sum(rows, 'shared'), sum(rows, 'expects')]],
  ),
);
console.log(`\nhelpers the specs import (each counted once)\n`);
console.log(table(['file', 'expect calls'], [...helperRows.map((row) => [row.file, row.expects]), ['**total**', sum(helperRows, 'expects')]]));
console.log(
  `\n${sum(rows, 'tests')} tests in ${rows.length} files; ${sum(rows, 'own')} open a browser page of their own, ${sum(rows, 'shared')} use a worker's shared page; ` +
    `${rows.filter((row) => row.own > 0).length} files open pages; ${sum(rows, 'expects') + sum(helperRows, 'expects')} expect calls (specs ${sum(rows, 'expects')}, helpers ${sum(helperRows, 'expects')}).`,
);
