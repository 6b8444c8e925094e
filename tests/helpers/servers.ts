import { existsSync } from 'node:fs';

/**
 * Every port the e2e and soak suites use, as an offset from E2E_PORT (default 3100), so that two
 * runs on one machine with different E2E_PORTs never meet. A spec names its port here and starts
 * its server with startNext (tests/helpers/next-server.ts); tests/unit/architecture/e2e-servers.test.ts
 * fails on a port number written in a spec.
 */
export const portOffsets = {
  /** The main server (playwright.config.ts): the embedded database in DATA_DIR, seeded. */
  main: 0,
  /** The same build with its database unreachable (playwright.config.ts). */
  offline: 1,
  /** A server with a guessable ADMIN_KEY (admin-exclusive.spec.ts). */
  weakKey: 2,
  /** The embedded database's lock between server processes (db-lock.spec.ts). */
  dbLockSecond: 3,
  dbLockPrivate: 4,
  dbLockOnPostgres: 5,
  /** A server stopped and started again (restart.spec.ts). */
  restart: 8,
  /** The same build on a real PostgreSQL server (playwright.config.ts). */
  postgres: 20,
  /** The main server's SMTP_URL: a sink the lead-notification and staff specs start. */
  smtpSink: 25,
  /** The main server's INDEXNOW_ENDPOINT: a receiver the IndexNow spec starts. */
  indexNow: 26,
  /** The PostgreSQL server's SMTP_URL: a sink its spec starts. */
  postgresSmtp: 27,
  /** The suites that end every session or flood the sign-in, on a database of their own. */
  exclusive: 30,
  /** Two servers on one PostgreSQL database, one killed mid-drain, and their receivers (multi-server.spec.ts). */
  multiA: 40,
  multiB: 41,
  multiSmtp: 42,
  multiWebhook: 43,
  /** The newsletter on a server of its own, so its subscriber counts are its own (newsletter.spec.ts). */
  newsletter: 50,
  newsletterSmtp: 51,
  /** Every kind of e-mail, on another, beside it (newsletter-emails.spec.ts), and another host holding an image a post names. */
  emails: 57,
  emailsElsewhere: 58,
  emailsSmtp: 59,
  /** A newsletter send killed with kill -9 (newsletter-kill.spec.ts). */
  newsletterKill: 55,
  newsletterKillSmtp: 56,
  /** Two servers of one build sharing pages through PostgreSQL, and one moved to it (shared-cache.spec.ts). */
  sharedA: 60,
  sharedB: 61,
  sharedMoved: 62,
  /** The AI crawler log as a serverless host counts it (admin-ai-visibility-serverless.spec.ts). */
  aiServerless: 70,
} as const;

export type PortName = keyof typeof portOffsets;
/** A port nothing listens on (the discard port): a database or webhook that cannot be reached. */
export const closedPort = 9;
export const port = Number(process.env.E2E_PORT ?? 3100);
export const ports = Object.fromEntries(Object.entries(portOffsets).map(([name, offset]) => [name, port + offset])) as Record<PortName, number>;
export const urlOf = (name: PortName) => `http://localhost:${ports[name]}`;

export const baseURL = urlOf('main');
export const offlinePort = ports.offline;
export const offlineURL = urlOf('offline');
export const postgresPort = ports.postgres;
export const postgresURL = urlOf('postgres');
/** The PostgreSQL server's CRON_SECRET: its spec runs the publish check as the platform's cron does. */
export const postgresCronSecret = 'e2e-cron-secret-0123456789abcdef';
/** Where serve-on-postgres.mjs writes the URL of the PostgreSQL server's database, for its spec. */
export const postgresDatabaseUrlFile = '.data/e2e-postgres/database-url';
export const postgresSmtpPort = ports.postgresSmtp;
export const smtpSinkPort = ports.smtpSink;
export const indexNowPort = ports.indexNow;
export const indexNowKey = 'e2e-indexnow-key-0123456789';

/**
 * How every e2e browser starts: Debian's Chromium headless shell where present, the browser
 * Playwright itself runs headless tests in (its own download is not reachable here). It is the
 * same Blink and V8 without the desktop browser's shell: a test's fresh context and page cost
 * about a third of the full browser's (`npm run bench:e2e-floor`, docs/development.md). Debian's
 * full Chromium serves where the shell is not installed. E2E_CHROMIUM_ARGS adds flags, to try
 * one without editing this file.
 */
export const e2eLaunchOptions = {
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)),
  args: [
    // Glyphs hinted as Debian's fontconfig hints them for the full browser (hintslight): the
    // shell's own default, heavier hinting widens text and moves line breaks (the fallback-font
    // checks in layout.spec.ts measure exactly those).
    '--font-render-hinting=slight',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    // One renderer process per page rather than per site: the site embeds no other origin, and
    // each test saves the start of the processes site isolation would add (docs/development.md).
    '--disable-site-isolation-trials',
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
  CONTACT_WEBHOOK_URL: `http://127.0.0.1:${closedPort}/lead-hook`,
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
  ['admin', 'admin-exclusive', 'admin-staff', 'newsletter', 'shared-cache'],
] as const;
