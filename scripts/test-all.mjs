// `npm test` (the gate): lint, typecheck, unit (jest), one build, and e2e (Playwright, with the
// HTML check) in phases (tests/helpers/servers.ts e2ePhases), then the step times, the ten
// slowest tests and one summary line. `npm run test:soak` (`--soak`): the soak tier's Playwright suite on the
// build the gate made (playwright.soak.config.ts). Each writes .reports/summary-<tier>.json;
// scripts/test-summary.mjs adds the two up for CI.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { startTestPostgres } from './lib/test-postgres.ts';
import { ensureTestTools } from './lib/test-tools.ts';
import { playwrightCounts } from './lib/test-counts.ts';
import { e2eEnv, e2ePhases } from '../tests/helpers/servers.ts';

const soak = process.argv.includes('--soak');
const tier = soak ? 'soak' : 'gate';

// Chromium drives the e2e tests, Java runs the HTML checker, PostgreSQL is the real database
// server both suites also run on, and PgBouncer the transaction pooler one server goes through:
// without them, stop now, before anything is built, rather than fail (or skip) later.
// TEST_DATABASE_URL (a superuser URL) points the tests at a server instead.
const needed = soak ? ['chromium'] : ['chromium', 'java'];
const tools = process.env.TEST_DATABASE_URL ? needed : [...needed, 'postgresql', ...(soak ? [] : ['pgbouncer'])];
if (!(await ensureTestTools(tools))) process.exit(1);
const postgres = process.env.TEST_DATABASE_URL ? null : await startTestPostgres();
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? postgres.url;

const reports = '.reports';
mkdirSync(reports, { recursive: true });
const jestJson = `${reports}/jest.json`;
// One Playwright report per e2e phase (the soak tier has one phase).
const phases = soak ? [['soak']] : e2ePhases;
const playwrightJsons = phases.map((_, i) => `${reports}/playwright-${tier}-${i + 1}.json`);
const summaryJson = `${reports}/summary-${tier}.json`;
for (const file of [soak ? null : jestJson, ...playwrightJsons, summaryJson].filter(Boolean)) rmSync(file, { force: true });

const failures = [];
const timings = [];
/** Runs one step to its end; its time and failure are recorded. Resolves to whether it passed. */
function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const from = Date.now();
  return new Promise((resolve) => {
    let ended = false;
    const done = (status) => {
      if (ended) return;
      ended = true;
      timings.push({ name, ms: Date.now() - from });
      if (status !== 0) failures.push(name);
      resolve(status === 0);
    };
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL, ...env } });
    child.once('error', () => done(1));
    child.once('exit', (status) => done(status));
  });
}
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} m ${String(seconds % 60).padStart(2, '0')} s`;
};

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

if (soak) {
  // The gate's build; made here (as the gate makes it) when there is none.
  if (!existsSync('.next/BUILD_ID')) await step('build', 'next', ['build'], { ...e2eEnv, NODE_ENV: 'production' });
  await step('soak', 'playwright', ['test', '--config', 'playwright.soak.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJsons[0], SOAK: '1' });
} else {
  // Each keeps one core busy: side by side, they take the time of the longer.
  // `npm run typecheck` includes the route types Next generates, as `next build` checks them.
  const [, typecheckPassed] = await Promise.all([step('lint', 'eslint', ['.', '--max-warnings=0']), step('typecheck', 'npm', ['run', '--silent', 'typecheck'])]);
  // PGlite loads its WASM through dynamic import(), which jest only allows with vm modules.
  await step('unit', 'jest', ['--ci', '--json', `--outputFile=${jestJson}`], { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' });
  // The one build every e2e server serves; timed alone, as `npm run build` is. The typecheck
  // above has just checked these sources, so the build does not check them a second time.
  await step('build', 'next', ['build'], { ...e2eEnv, NODE_ENV: 'production', TYPES_CHECKED: typecheckPassed ? '1' : '0' });
  // Each phase runs whatever the one before it did: nothing waits on another phase's result.
  for (const [i, projects] of phases.entries()) {
    await step(`e2e ${i + 1}/${phases.length} (${projects.join(', ')})`, 'playwright', ['test', ...projects.flatMap((p) => ['--project', p])], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJsons[i],
      E2E_SKIP_BUILD: '1',
      // Only the servers this phase's projects use start (playwright.config.ts).
      E2E_PROJECTS: projects.join(','),
    });
  }
}

postgres?.stop();

const jest = soak ? undefined : read(jestJson);
// The phases' reports as one; a phase that wrote none (its servers never started) is a failure.
const written = playwrightJsons.map(read);
const pw = written.some(Boolean) ? { suites: written.flatMap((report) => report?.suites ?? []) } : undefined;
const phasesUnreported = written.filter((report) => !report).length;
const unit = { passed: jest?.numPassedTests ?? 0, failed: jest?.numFailedTests ?? 0, skipped: jest?.numPendingTests ?? 0 };
const e2e = playwrightCounts(pw);

if (!soak) {
  // The HTML check runs inside the e2e step; it is reported on its own line and must have run.
  const html = e2e.files['html-validity.spec.ts'] ?? { passed: 0, failed: 0, skipped: 0, notRun: 0 };
  console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`);
  console.log(`html: ${html.passed} passed, ${html.failed} failed, ${html.notRun} not run`);
  if (pw && html.passed + html.failed === 0) failures.push('html (the HTML check did not run)');
}
console.log(`${soak ? 'soak' : 'e2e'}: ${e2e.passed} passed (${e2e.flaky} flaky), ${e2e.failed} failed, ${e2e.skipped} skipped, ${e2e.notRun} not run`);
if (e2e.slowest.length) {
  console.log(`\nslowest ${e2e.slowest.length} ${soak ? 'soak' : 'e2e'} tests:`);
  for (const t of e2e.slowest) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.title}`);
}

// A step that failed without reporting (lint, typecheck, a crash) still counts as a failure, and
// a test that never ran (its project or serial group stopped early) counts as failed, not skipped.
const reportedBy = (step) => (step === 'unit' ? Boolean(jest) : step.startsWith('e2e') || step === 'soak');
const unreported = failures.filter((step) => !reportedBy(step)).length + phasesUnreported;
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + e2e.notRun + unreported;
const skipped = unit.skipped + e2e.skipped;
writeFileSync(summaryJson, JSON.stringify({ passed, failed, skipped }));
console.log(`\n${tier} steps:`);
for (const t of timings) console.log(`  ${minutes(t.ms).padStart(9)}  ${t.name}`);
// The whole command, from its start: setting up the tools and the PostgreSQL server included.
const total = process.uptime() * 1000;
const build = timings.find((t) => t.name === 'build');
console.log(`  ${minutes(total).padStart(9)}  all of \`npm ${soak ? 'run test:soak' : 'test'}\``);
if (build && !soak) console.log(`npm test took ${(total / build.ms).toFixed(1)}× its build (${minutes(total)} against ${minutes(build.ms)})`);
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
if (e2e.notRun) console.log(`not run: ${e2e.notRun} (counted as failed)`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
