import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SUBMISSION_ID_FIELD } from '../../lib/ids';
import { migrate } from '../../lib/db/migrate';
import { createPostgresDatabase } from '../../lib/db/postgres';
import { createTestDatabase, startTestPostgres, type TestPostgres } from '../../scripts/lib/test-postgres';
import { startReceivers } from '../../bench/lib/receivers.mjs';
import { startNext, type NextServer } from '../helpers/next-server';
import { ports, urlOf } from '../helpers/servers';

/**
 * Soak tier (npm run test:soak): several servers on one PostgreSQL database, as the site grows
 * past one machine: two `next start` processes of the same build, each with its own outbox drain
 * and publish check. One is killed with kill -9 while it drains, then restarted; the publish
 * check runs on the real clock. What the gate proves with two servers is in shared-cache.spec.ts.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const LEADS = 200;
const names = ['multiA', 'multiB'] as const;
const urls = names.map(urlOf);
const run = Date.now().toString(36);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Receivers = {
  smtpUrl: string;
  webhookUrl: string;
  mail: { distinct: number; received: number };
  hooks: { distinct: number; received: number };
  options: { failFirst: number; delayMs: number };
  up: () => Promise<void>;
  down: () => Promise<void>;
};

let own: TestPostgres | null = null;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: ReturnType<typeof createPostgresDatabase>;
let receivers: Receivers;
const servers: (NextServer | null)[] = [null, null];

/** Server i: each its own outbox drain and publish check, and its own page cache. */
async function start(i: number) {
  servers[i] = await startNext(names[i]!, {
    distDir: `.next-e2e-multi-${'ab'[i]}`,
    env: {
      DATABASE_URL: database.url,
      DATA_DIR: `.data/e2e-multi-${'ab'[i]}`,
      SMTP_URL: receivers.smtpUrl,
      CONTACT_WEBHOOK_URL: receivers.webhookUrl,
      INDEXNOW_KEY: '',
      INDEXNOW_ENDPOINT: '',
      LEAD_RATE_LIMIT: String(LEADS * 10),
      LEAD_GLOBAL_RATE_LIMIT: String(LEADS * 10),
      OUTBOX_INTERVAL_SECONDS: '1',
      OUTBOX_RETRY_BASE_SECONDS: '1',
      // A server killed mid-send leaves its claims for this long; the other one then sends them.
      OUTBOX_LEASE_SECONDS: '30',
    },
  });
}

const stop = (i: number, signal?: NodeJS.Signals) => servers[i]?.stop(signal);

/** The contact form's hidden fields (the server action's id and state), as a browser posts them. */
async function formFields(url: string) {
  const html = await (await fetch(`${url}/contact`)).text();
  const form = /<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(
    ([, name, value]) => [name!, (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')] as const,
  );
}

test.beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? (own = await startTestPostgres()).url;
  database = await createTestDatabase('multi', serverUrl);
  sql = createPostgresDatabase(database.url, { max: 2 });
  await migrate(sql, { seed: true });
  receivers = (await startReceivers({ smtpPort: ports.multiSmtp, webhookPort: ports.multiWebhook })) as Receivers;
  await Promise.all([start(0), start(1)]);
});

test.afterAll(async () => {
  await Promise.all([stop(0), stop(1)]);
  await sql?.end();
  await database?.drop();
  await receivers?.down();
  own?.stop();
});

/**
 * One lead posted as the form's script posts it: with a submission id, sent again with the same id
 * when the connection drops (as under load on a small machine), which the database stores once.
 */
async function submitLead(url: string, fields: readonly (readonly [string, string])[], i: number): Promise<boolean> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.append('fullName', `Two Servers ${i}`);
  body.append('email', `two.${run}.${i}@example.com`);
  body.append('message', `Lead ${i} of ${LEADS}`);
  body.append(SUBMISSION_ID_FIELD, randomUUID());
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${url}/contact`, { method: 'POST', body, headers: { origin: url, 'x-real-ip': `198.18.${i >> 8}.${i & 255}` } });
      return response.ok && (await response.text()).includes('Message sent!');
    } catch (error) {
      if (attempt === 3) throw error;
      await sleep(500 * attempt);
    }
  }
}

/** `run` over `items`, `limit` at a time. */
async function inBatches<T>(count: number, limit: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await run(i);
    }
  }));
  return results;
}

test('200 leads over two servers, one killed mid-drain: each stored once and e-mailed once', async () => {
  const fields = await Promise.all(urls.map(formFields));
  // The receivers are down while the leads arrive, so every first attempt fails and all 400
  // notifications wait for the two servers' drains.
  await receivers.down();
  const started = performance.now();
  // 25 visitors at a time, alternating between the servers.
  const results = await inBatches(LEADS, 25, (i) => submitLead(urls[i % 2]!, fields[i % 2]!, i));
  const submitMs = performance.now() - started;
  expect(results.filter(Boolean)).toHaveLength(LEADS);

  // Back up, each answer taking 100 ms, so the drains take seconds: server A dies in the middle.
  receivers.options.delayMs = 100;
  await receivers.up();
  await expect.poll(() => receivers.mail.distinct, { timeout: 60_000, intervals: [50] }).toBeGreaterThanOrEqual(10);
  await stop(0, 'SIGKILL');
  const outAtKill = receivers.mail.distinct;
  expect(outAtKill).toBeLessThan(LEADS);
  await start(0);

  await expect.poll(() => [receivers.mail.distinct, receivers.hooks.distinct], { timeout: 150_000, intervals: [500] }).toEqual([LEADS, LEADS]);
  const deliveredMs = performance.now() - started;
  const counts = async () =>
    (
      await sql.query<{ leads: number; distinct_emails: number; unsent: number }>(
        `select count(*)::int as leads, count(distinct email)::int as distinct_emails,
                (select count(*)::int from public.lead_notifications n join public.contact_requests c on c.id = n.lead_id
                 where c.email like $1 and n.status <> 'sent') as unsent
         from public.contact_requests where email like $1`,
        [`two.${run}.%`],
      )
    ).rows[0];
  // What server A had handed over when it died arrived, but stays claimed by the dead server
  // until its lease (30 s) runs out; then a drain sends it again and records it as sent.
  await expect.poll(counts, { timeout: 90_000, intervals: [1_000] }).toEqual({ leads: LEADS, distinct_emails: LEADS, unsent: 0 });
  // Each notification is delivered once, but for those server A had handed over and not yet
  // recorded as sent when it died: a drain sends at most 4 at a time, so at most 4 go again
  // (with the same Message-ID / Idempotency-Key, which lets a receiver drop them).
  const resent = receivers.mail.received - LEADS + (receivers.hooks.received - LEADS);
  expect(resent).toBeLessThanOrEqual(4);
  console.info(
    `two servers: ${LEADS} leads stored in ${Math.round(submitMs)} ms; ${outAtKill} e-mails out when one server was killed; ` +
      `all ${LEADS} e-mails and webhooks delivered after ${Math.round(deliveredMs)} ms; ${resent} sent again after the kill`,
  );
  receivers.options.delayMs = 0;
});

test('a scheduled post is announced once, whichever server checks first', async () => {
  const slug = `two-servers-${run}`;
  await sql.query(
    `insert into public.blog_posts (title, slug, excerpt, content, author, tags, published, publish_at)
     values ('Two servers, one announcement', $1, 'Scheduled.', 'Body.', 'Brightline Growth', array['seo'], true, now() + interval '5 seconds')`,
    [slug],
  );
  // Both servers' publish checks run every 30 s; give each at least two turns.
  await expect
    .poll(async () => (await sql.query<{ n: number }>(`select count(*)::int as n from public.audit_events where event = 'post-went-public' and detail->>'slug' = $1`, [slug])).rows[0]!.n, {
      timeout: 90_000,
      intervals: [2_000],
    })
    .toBe(1);
  await sleep(35_000);
  const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from public.audit_events where event = 'post-went-public' and detail->>'slug' = $1`, [slug]);
  expect(rows[0]!.n).toBe(1);
});
