import 'server-only';
import { runtimeEnv } from '@/lib/env.server';

/**
 * How one outbox table is drained, whatever it holds (lead notifications, newsletter e-mails):
 * rows are claimed atomically (FOR UPDATE SKIP LOCKED) under a lease, sent, and recorded as sent
 * or due again after a backoff, until a row gives up. Each domain's repository owns its table's
 * SQL and hands this module a Queue; lib/outbox/jobs.ts runs every queue.
 */

/** A delivery that retrying cannot fix (a 4xx answer, an SMTP 5xx rejection): give up at once. */
export class PermanentDeliveryError extends Error {
  readonly permanent = true;
}

export type RowStatus = 'pending' | 'sent' | 'failed';

export type OutboxTiming = {
  /** Seconds between drains on a long-running server; 0 = none, null = the default for the backend. */
  intervalSeconds: number | null;
  /** First retry delay; later ones double (see retryDelaySeconds). */
  retryBaseSeconds: number;
  /**
   * How long a claimed row stays hidden from other drains. With several servers on one
   * database, a server that dies mid-send leaves its claims for this long before another retries.
   */
  leaseSeconds: number;
};

type Source = Record<string, string | undefined>;

const seconds = (text: string | undefined) => {
  if (text === undefined) return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

export function parseOutboxTiming(source: Source): OutboxTiming {
  return {
    intervalSeconds: seconds(runtimeEnv('OUTBOX_INTERVAL_SECONDS', source)),
    retryBaseSeconds: seconds(runtimeEnv('OUTBOX_RETRY_BASE_SECONDS', source)) || 30,
    // Far longer than one send can take (webhook 10 s, SMTP 30 s); never below a minute's worth of sends.
    leaseSeconds: Math.max(10, seconds(runtimeEnv('OUTBOX_LEASE_SECONDS', source)) || 300),
  };
}

let timing: OutboxTiming | undefined;

export const outboxTiming = (): OutboxTiming => (timing ??= parseOutboxTiming(process.env));

const MAX_DELAY_SECONDS = 2 * 60 * 60;

/**
 * Seconds before the next attempt after `attempts` failed ones: base · 2^(attempts−1), capped at
 * two hours, with "equal jitter" (half fixed, half random) so a backlog does not retry in lockstep.
 */
export function retryDelaySeconds(attempts: number, baseSeconds = 30, random: () => number = Math.random) {
  const ceiling = Math.min(MAX_DELAY_SECONDS, baseSeconds * 2 ** Math.max(0, attempts - 1));
  return ceiling / 2 + (ceiling / 2) * random();
}

export const isPermanent = (error: unknown) =>
  error instanceof PermanentDeliveryError || (typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true);

/** A short reason staff can act on, without stack traces or configured secrets. */
export function describeError(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  // DOMException (AbortSignal.timeout) is not always an Error subclass.
  if (name === 'TimeoutError' || name === 'AbortError') return 'Timed out';
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message;
  const text = detail && !error.message.includes(detail) ? `${error.message} (${detail})` : error.message;
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/** A row some drain holds: its claim, and how many attempts (this one included) it has had. */
export type ClaimedRow = { id: string; claimId: string; attempts: number };

/**
 * One outbox table as the drain sees it: lead notifications, newsletter e-mails. Claims are
 * atomic (FOR UPDATE SKIP LOCKED) and leased, so any number of drains may run one queue at once.
 */
export type Queue<Row extends ClaimedRow> = {
  claim(limit: number): Promise<Row[]>;
  send(row: Row): Promise<void>;
  markSent(id: string): Promise<unknown>;
  recordFailure(id: string, claimId: string, error: string, retryInSeconds: number | null): Promise<RowStatus | null>;
  retryBaseSeconds: number;
  random?: () => number;
  /** How the logs name a row ("Lead email notification <id>"). */
  label(row: Row): string;
  /** After the last attempt failed: retries stop here. */
  gaveUp?(row: Row, error: string): Promise<void>;
};

export type RowOutcome<Row> = { row: Row; status: RowStatus | 'lost'; error?: string };

async function deliverRow<Row extends ClaimedRow>(row: Row, queue: Queue<Row>): Promise<RowOutcome<Row>> {
  try {
    await queue.send(row);
  } catch (error) {
    const message = describeError(error);
    const retryIn = isPermanent(error) ? null : retryDelaySeconds(row.attempts, queue.retryBaseSeconds, queue.random);
    const status = await queue.recordFailure(row.id, row.claimId, message, retryIn);
    console.warn(
      `${queue.label(row)}: attempt ${row.attempts} failed (${message}); ${status === 'failed' ? 'gave up' : status === 'pending' ? `retry in ${Math.round(retryIn ?? 0)} s` : 'claim lost'}`,
    );
    if (status === 'failed') await queue.gaveUp?.(row, message);
    return { row, status: status ?? 'lost', error: message };
  }
  // Sent. If recording it fails, the lease runs out and the row is sent again: the documented
  // duplicate that the Idempotency-Key (webhook) and the stable Message-ID (e-mail) let receivers drop.
  await queue.markSent(row.id);
  return { row, status: 'sent' };
}

async function inParallel<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Claims and delivers batch by batch until a batch comes back short or the time budget is spent. */
export async function drainQueue<Row extends ClaimedRow>(
  queue: Queue<Row>,
  { batchSize = 25, budgetMs = 25_000, concurrency = 4 }: { batchSize?: number; budgetMs?: number; concurrency?: number } = {},
): Promise<RowOutcome<Row>[]> {
  const started = Date.now();
  const outcomes: RowOutcome<Row>[] = [];
  for (;;) {
    const claimed = await queue.claim(batchSize);
    outcomes.push(...(await inParallel(claimed, concurrency, (row) => deliverRow(row, queue))));
    if (claimed.length < batchSize || Date.now() - started > budgetMs) break;
  }
  return outcomes;
}
