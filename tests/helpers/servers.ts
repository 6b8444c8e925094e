import { existsSync } from 'node:fs';

/** The servers the e2e suite starts (playwright.config.ts) and the environment they share. */
export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
export const offlinePort = port + 1;
/** The same build with its database unreachable. */
export const offlineURL = `http://localhost:${offlinePort}`;
/** The same build on a real PostgreSQL server (DATABASE_URL): its own seeded database. */
export const postgresPort = port + 20;
export const postgresURL = `http://localhost:${postgresPort}`;
/** The PostgreSQL server's CRON_SECRET: its spec runs the publish check as the platform's cron does. */
export const postgresCronSecret = 'e2e-cron-secret-0123456789abcdef';
/** Where serve-on-postgres.mjs writes the URL of the PostgreSQL server's database, for its spec. */
export const postgresDatabaseUrlFile = '.data/e2e-postgres/database-url';
/** Where the PostgreSQL server's lead e-mail goes: a sink its spec starts (closed otherwise). */
export const postgresSmtpPort = port + 27;
/** Where the lead e-mail goes: an SMTP sink that the notification spec starts on loopback (closed otherwise). */
export const smtpSinkPort = port + 25;
/** Where IndexNow submissions go: a receiver that the IndexNow spec starts on loopback (closed otherwise). */
export const indexNowPort = port + 26;
export const indexNowKey = 'e2e-indexnow-key-0123456789';

/**
 * How every e2e browser starts: Debian's Chromium where present (Playwright's own browser download
 * is not reachable here). E2E_CHROMIUM_ARGS adds flags, to try one without editing this file.
 */
export const e2eLaunchOptions = {
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    ...(process.env.E2E_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? []),
  ],
};

export const leadEmail = { to: ['leads@brightline.example', 'sales@brightline.example'], from: 'leads-bot@brightline.example' };

export const e2eEnv = {
  NEXT_PUBLIC_SITE_URL: baseURL,
  DATA_DIR: '.data/e2e',
  ADMIN_KEY: 'e2e-admin-key-0123456789',
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
  NEXT_TELEMETRY_DISABLED: '1',
  // A webhook that always fails: leads must still be stored and reported as sent.
  CONTACT_WEBHOOK_URL: 'http://127.0.0.1:9/lead-hook',
  SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
  LEAD_EMAIL_TO: leadEmail.to.join(', '),
  LEAD_EMAIL_FROM: `Brightline Leads <${leadEmail.from}>`,
  INDEXNOW_KEY: indexNowKey,
  INDEXNOW_ENDPOINT: `http://127.0.0.1:${indexNowPort}/indexnow`,
  // The suite plays the proxy: X-Real-IP names each simulated client (docs/security.md "Client identity").
  TRUST_PROXY: '1',
};

/**
 * The gate's e2e phases (scripts/test-all.mjs): Playwright runs once per phase, on the one build,
 * each phase on freshly seeded databases, so the readers' counts never meet the writers' posts and
 * a failure in one phase never keeps the next from running. Every project of playwright.config.ts
 * is in exactly one phase (tests/unit/architecture/e2e-phases.test.ts).
 */
export const e2ePhases = [
  ['public', 'postgres'],
  ['admin', 'newsletter'],
  ['admin-exclusive', 'shared-cache'],
] as const;
