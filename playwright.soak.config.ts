import { defineConfig, devices } from '@playwright/test';
import gate from './playwright.config';
import { baseURL, e2eEnv, port } from './tests/helpers/servers';

/**
 * The soak tier (`npm run test:soak`): what needs long runs, many servers or faults, on the build
 * `npm test` made. Two servers on one PostgreSQL database with one killed mid-drain and the
 * publish check on the real clock (multi-server.spec.ts), a newsletter send of 200 e-mails with
 * its server killed mid-send (newsletter-kill.spec.ts), the full 3,000-address cache growth
 * (cache-growth.spec.ts with SOAK=1; the gate sends 120), a post scheduled a minute or two
 * ahead going public on the real clock (schedule-clock.spec.ts), the embedded database's lock
 * between server processes (db-lock.spec.ts) and a redirect surviving a restart (restart.spec.ts).
 */
const launchOptions = gate.use?.launchOptions;

export default defineConfig({
  ...gate,
  timeout: 300_000,
  projects: [{ name: 'soak', testMatch: /(multi-server|newsletter-kill|cache-growth|schedule-clock|restart|db-lock)\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: [
    {
      // The gate's build, a fresh embedded database and nothing cached from an earlier run.
      command: `rm -rf ${e2eEnv.DATA_DIR} && node scripts/clear-data-cache.mjs && npx next start --port ${port}`,
      url: `${baseURL}/blog/rss.xml`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      env: { ...e2eEnv, NODE_ENV: 'production', SOAK: '1' },
      stdout: 'pipe',
    },
  ],
});
