// `npm test`: lint, typecheck, unit (jest) and e2e (Playwright, with the HTML check), then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { startTestPostgres } from './lib/test-postgres.ts';
import { ensureTestTools } from './lib/test-tools.ts';

// Chromium drives the e2e tests, Java runs the HTML checker, PostgreSQL is the real database
// server both suites also run on, and PgBouncer the transaction pooler one server goes through: without them, stop now, before anything is built, rather than
// fail (or skip) later. TEST_DATABASE_URL (a superuser URL) points the tests at a server instead.
const tools = process.env.TEST_DATABASE_URL ? ['chromium', 'java'] : ['chromium', 'java', 'postgresql', 'pgbouncer'];
if (!(await ensureTestTools(tools))) process.exit(1);
const postgres = process.env.TEST_DATABASE_URL ? null : await startTestPostgres();
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? postgres.url;

const reports = '.reports';
mkdirSync(reports, { recursive: true });
const jestJson = `${reports}/jest.json`;
const playwrightJson = `${reports}/playwright.json`;
for (const file of [jestJson, playwrightJson]) rmSync(file, { force: true });

const failures = [];
function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL, ...env } });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

step('lint', 'eslint', ['.', '--max-warnings=0']);
step('typecheck', 'tsc', ['--noEmit']);
// PGlite loads its WASM through dynamic import(), which jest only allows with vm modules.
step('unit', 'jest', ['--ci', '--json', `--outputFile=${jestJson}`], { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' });
step('e2e', 'playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });

postgres?.stop();

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const jest = read(jestJson);
const pw = read(playwrightJson);
const unit = { passed: jest?.numPassedTests ?? 0, failed: jest?.numFailedTests ?? 0, skipped: jest?.numPendingTests ?? 0 };
const e2e = {
  passed: (pw?.stats?.expected ?? 0) + (pw?.stats?.flaky ?? 0),
  failed: pw?.stats?.unexpected ?? 0,
  skipped: pw?.stats?.skipped ?? 0,
};
// The HTML check runs inside the e2e step; it is reported on its own line and must have run.
const html = { passed: 0, failed: 0, skipped: 0 };
(function count(suites = []) {
  for (const suite of suites) {
    if (suite.file?.endsWith('html-validity.spec.ts')) {
      for (const test of (suite.specs ?? []).flatMap((spec) => spec.tests)) {
        if (test.status === 'expected' || test.status === 'flaky') html.passed++;
        else if (test.status === 'skipped') html.skipped++;
        else html.failed++;
      }
    }
    count(suite.suites);
  }
})(pw?.suites);
if (pw && html.passed + html.failed === 0) failures.push('html (the HTML check did not run)');

// A step that failed without reporting (lint, typecheck, a crash) still counts as a failure.
const unreported = failures.filter((f) => (f === 'unit' ? !jest : f === 'e2e' ? !pw : true)).length;
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + unreported;

console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`);
console.log(`e2e: ${e2e.passed} passed (${pw?.stats?.flaky ?? 0} flaky), ${e2e.failed} failed, ${e2e.skipped} skipped`);
console.log(`html: ${html.passed} passed, ${html.failed} failed, ${html.skipped} skipped`);
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
