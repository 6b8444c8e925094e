import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// Debian's Chromium where present (Playwright's own browser download is not reachable here).
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const launchOptions = {
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

export const e2eEnv = {
  NEXT_PUBLIC_SITE_URL: baseURL,
  DATA_DIR: '.data/e2e',
  ADMIN_KEY: 'e2e-admin-key-0123456789',
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
  NEXT_TELEMETRY_DISABLED: '1',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: process.env.E2E_SKIP_BUILD ? `npx next start --port ${port}` : `npx next build && npx next start --port ${port}`,
    url: `${baseURL}/robots.txt`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: { ...e2eEnv, NODE_ENV: 'production' },
    stdout: 'pipe',
  },
});
