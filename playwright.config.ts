import { defineConfig, devices } from '@playwright/test';
import { baseURL, closedPort, e2eEnv, e2eLaunchOptions as launchOptions, offlinePort, offlineURL, port, postgresCronSecret, postgresPort, postgresSmtpPort, postgresURL } from './tests/helpers/servers';
import { NEXT_START_FLAGS } from './scripts/lib/next-start';

// The projects this run starts (scripts/test-all.mjs names each phase's): a phase starts only the
// servers its projects use. Unset (a plain `playwright test`), every server starts.
const running = process.env.E2E_PROJECTS?.split(',');
const startFlags = NEXT_START_FLAGS.join(' ');
const uses = (...projects: string[]) => !running || projects.some((project) => running.includes(project));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once fails the run.
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs a fifth of the suite's CPU on two cores, failing or not
    // (docs/development.md). To see a failure step by step, run its spec again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // No project waits on another (a failure there would leave it not run). The projects that share
  // the main server's database run in turns instead: scripts/test-all.mjs starts Playwright once
  // per phase (E2E_PHASES), each on a freshly seeded database, and adds up the reports.
  projects: [
    // Projects that run serially on servers of their own come first: Playwright hands out tests in
    // this order, so their long groups start early and the short admin and public tests fill the
    // end of each phase on both workers rather than leave one idle.
    // The same build on a real PostgreSQL server, its own database: the hosted path, end to end.
    { name: 'postgres', testMatch: /postgres\.spec\.ts/, use: { ...devices['Desktop Chrome'], baseURL: postgresURL, launchOptions } },
    // Two servers of one build sharing pages, uploads and cache expirations through PostgreSQL,
    // and one build moved from the embedded database to PostgreSQL; it starts its own servers.
    { name: 'shared-cache', testMatch: /shared-cache\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions } },
    // The newsletter on a server of its own with its own SMTP sink: its counts and mail are its
    // own; every kind of e-mail the site sends, on another. The kill -9 during a send is in the
    // soak tier (playwright.soak.config.ts).
    { name: 'newsletter', testMatch: /newsletter(-emails)?\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions } },
    // What ends every admin session or floods the sign-in, on a server and database of its own.
    { name: 'admin-exclusive', testMatch: /\/admin-exclusive\.spec\.ts$/, use: { ...devices['Desktop Chrome'], launchOptions } },
    // The staff roles, one serial story on the main server: listed here, it starts its phase
    // rather than end it with one worker idle.
    { name: 'admin-staff', testMatch: /\/admin-staff\.spec\.ts$/, use: { ...devices['Desktop Chrome'], launchOptions } },
    // Readers: the public pages and their counts of seeded posts.
    { name: 'public', testIgnore: /\/(admin[^/]*|postgres|multi-server|shared-cache|newsletter[^/]*|schedule-clock|restart|db-lock)\.spec\.ts$/, use: { ...devices['Desktop Chrome'], launchOptions } },
    // Writers: staff write posts, which would change the readers' counts.
    { name: 'admin', testMatch: /\/admin[^/]*\.spec\.ts$/, testIgnore: /\/admin-(exclusive|staff)\.spec\.ts$/, use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
  webServer: [
    {
      // A fresh embedded database and no data cached from an earlier one: the seed is all there is.
      command: `rm -rf ${e2eEnv.DATA_DIR} && ${process.env.E2E_SKIP_BUILD ? '' : 'npx next build && '}node scripts/clear-data-cache.mjs && npx next start --port ${port} ${startFlags}`,
      // The feed reads the database, so the embedded one is created before any test starts.
      url: `${baseURL}/blog/rss.xml`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      env: { ...e2eEnv, NODE_ENV: 'production' },
      stdout: 'pipe',
    },
    // The same build with its database unreachable: a PostgreSQL server on a closed port.
    ...(uses('public', 'admin') ? [{
      // Its own copy of the build: with no database to stamp its pages, it would serve the main server's.
      command: `node scripts/lib/build-copy.ts .next-e2e-offline && npx next start --port ${offlinePort} ${startFlags}`,
      url: `${offlineURL}/robots.txt`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      env: {
        ...e2eEnv,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: '.next-e2e-offline',
        DATABASE_URL: `postgres://app@127.0.0.1:${closedPort}/offline`,
      },
    }] : []),
    ...(uses('postgres') ? [{
      command: `node scripts/lib/serve-on-postgres.mjs ${postgresPort} .next-e2e-postgres`,
      url: `${postgresURL}/blog/rss.xml`,
      timeout: 120_000,
      // Playwright's default SIGKILL left the PostgreSQL server the script started running after
      // every run (pg_ctl detaches it); SIGTERM lets the script stop it and delete its folder.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      reuseExistingServer: !process.env.CI,
      env: {
        ...e2eEnv,
        NODE_ENV: 'production',
        NEXT_PUBLIC_SITE_URL: postgresURL,
        DATA_DIR: '.data/e2e-postgres',
        SMTP_URL: `smtp://127.0.0.1:${postgresSmtpPort}`,
        INDEXNOW_KEY: '',
        INDEXNOW_ENDPOINT: '',
        // One server here: a short drain interval keeps the e-mail test quick.
        OUTBOX_INTERVAL_SECONDS: '5',
        CRON_SECRET: postgresCronSecret,
      },
    }] : []),
  ],
});
