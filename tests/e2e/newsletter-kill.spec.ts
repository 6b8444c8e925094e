import { expect, test } from '@playwright/test';
import { migrate } from '../../lib/db/migrate';
import { createPostgresDatabase } from '../../lib/db/postgres';
import { createTestDatabase, startTestPostgres, type TestPostgres } from '../../scripts/lib/test-postgres';
import { signIn } from '../helpers/admin';
import { parseMail, startSmtpSink } from '../helpers/mail';
import { startNext, type NextServer } from '../helpers/next-server';
import { ports, urlOf } from '../helpers/servers';

/**
 * A send of 200 e-mails survives kill -9: the server is killed mid-send and started again on the
 * same PostgreSQL database; every confirmed subscriber ends with the post, and only what was in
 * flight (at most the drain's concurrency) may arrive twice, with the same Message-ID.
 */
// The timeout covers beforeAll too, which starts the servers.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const RECIPIENTS = 200;
// The drain's parallel sends (drainNewsletter's default): the most that can be in flight.
const IN_FLIGHT = 4;
const url = urlOf('newsletterKill');
const run = Date.now().toString(36);
const slug = 'local-services-ads-vs-search-ads';

let own: TestPostgres | null = null;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: ReturnType<typeof createPostgresDatabase>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: NextServer | null = null;

const start = () =>
  startNext('newsletterKill', {
    distDir: '.next-e2e-newsletter-kill',
    env: {
      DATABASE_URL: database.url,
      DATA_DIR: '.data/e2e-newsletter-kill',
      SMTP_URL: sink.url,
      NEWSLETTER_FROM: 'briefing@brightline.example',
      NEWSLETTER_RATE_PER_MINUTE: '100000',
      INDEXNOW_KEY: '',
      INDEXNOW_ENDPOINT: '',
      OUTBOX_INTERVAL_SECONDS: '1',
      // A killed server's claims are due again after this long.
      OUTBOX_LEASE_SECONDS: '10',
    },
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const serverUrl = process.env.TEST_DATABASE_URL ?? (own = await startTestPostgres()).url;
  database = await createTestDatabase('newsletter', serverUrl);
  sql = createPostgresDatabase(database.url, { max: 2 });
  await migrate(sql, { seed: true });
  await sql.query(
    `insert into public.newsletter_subscribers (email, source, status)
     select 'kill-' || $1 || '-' || g || '@example.com', 'footer', 'confirmed' from generate_series(1, $2::int) g`,
    [run, RECIPIENTS],
  );
  // Each answer takes a while, so that the send is still going when the server is killed.
  sink = await startSmtpSink(ports.newsletterKillSmtp, undefined, { delayMs: 60 });
  server = await start();
});

test.afterAll(async () => {
  await server?.stop();
  await sql?.end();
  await database?.drop();
  await sink?.close();
  own?.stop();
});

test('kill -9 during a send of 200: everyone ends with the post, at most the in-flight few twice', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: url });
  await signIn(context, url);
  const page = await context.newPage();
  page.on('dialog', (dialog) => dialog.accept());
  await page.goto('/admin/newsletter');
  await page.getByRole('combobox', { name: 'Post', exact: true }).selectOption(slug);
  await page.getByRole('button', { name: `Send to ${RECIPIENTS} subscribers` }).click();
  // Queuing 200 rows on a loaded machine may take a while.
  await expect(page.getByRole('status').filter({ hasText: `queued for ${RECIPIENTS} subscribers` })).toBeVisible({ timeout: 30_000 });
  await context.close();

  const posts = () => sink.messages.filter((m) => m.rcptTo[0]?.startsWith(`kill-${run}-`));
  await expect.poll(() => posts().length, { timeout: 60_000, intervals: [50] }).toBeGreaterThanOrEqual(40);
  await server!.stop('SIGKILL');
  const atKill = posts().length;
  expect(atKill).toBeLessThan(RECIPIENTS);

  server = await start();
  const recipients = () => new Set(posts().map((m) => m.rcptTo[0]));
  await expect.poll(() => recipients().size, { timeout: 120_000, intervals: [500] }).toBe(RECIPIENTS);
  // Nothing more trickles in.
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const all = posts();
  const byRecipient = new Map<string, string[]>();
  for (const message of all) {
    const id = parseMail(message.raw).header('Message-ID')!;
    byRecipient.set(message.rcptTo[0]!, [...(byRecipient.get(message.rcptTo[0]!) ?? []), id]);
  }
  const twice = [...byRecipient.values()].filter((ids) => ids.length > 1);
  expect(twice.length).toBeLessThanOrEqual(IN_FLIGHT);
  // A duplicate is the same message again: receivers can drop it by Message-ID.
  for (const ids of twice) expect(new Set(ids).size).toBe(1);
  expect(all.length).toBeLessThanOrEqual(RECIPIENTS + IN_FLIGHT);

  const { rows } = await sql.query<{ status: string; n: number }>(
    `select d.status, count(*)::int as n from public.newsletter_deliveries d join public.newsletter_subscribers s on s.id = d.subscriber_id
     where s.email like $1 group by d.status`,
    [`kill-${run}-%`],
  );
  expect(rows).toEqual([{ status: 'sent', n: RECIPIENTS }]);
});
