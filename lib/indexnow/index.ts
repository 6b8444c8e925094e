import 'server-only';
import { after } from 'next/server';
import { recordAuditEvent } from '@/lib/audit';
import { indexNowEnv, serverSiteUrl, serverUrl, type IndexNowConfig } from '@/lib/env.server';

/** Long enough for a busy endpoint, short enough that a hung one frees the server soon. */
export const INDEXNOW_TIMEOUT_MS = 5000;

export type IndexNowPayload = { host: string; key: string; keyLocation: string; urlList: string[] };
export type IndexNowResult = { ok: boolean; urls: string[]; status?: number; error?: string; ms: number };

/** The JSON body of a submission (https://www.indexnow.org/documentation). */
export function indexNowPayload(config: IndexNowConfig, urls: string[]): IndexNowPayload {
  return { host: new URL(serverSiteUrl()).host, key: config.key, keyLocation: serverUrl(`/${config.key}.txt`), urlList: urls };
}

type Options = {
  settings?: ReturnType<typeof indexNowEnv>;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
};

/** Sends one submission; null when IndexNow is off or there is nothing to send. Never throws. */
export async function submitToIndexNow(urls: string[], { settings = indexNowEnv(), fetchImpl = fetch, timeoutMs = INDEXNOW_TIMEOUT_MS }: Options = {}): Promise<IndexNowResult | null> {
  if (!settings || urls.length === 0) return null;
  if ('problem' in settings) return { ok: false, urls, error: settings.problem, ms: 0 };
  const started = Date.now();
  try {
    const response = await fetchImpl(settings.config.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(indexNowPayload(settings.config, urls)),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    // 200 and 202 are acceptance; 4xx say why not (403 key not verified, 422 URLs not on the host, 429 too many).
    return { ok: response.ok, urls, status: response.status, ms: Date.now() - started };
  } catch (error) {
    // fetch rejects with the signal's reason, a DOMException (not always an Error of this realm).
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const reason = timedOut ? `no answer within ${timeoutMs} ms` : error instanceof Error ? describeError(error) : String(error);
    return { ok: false, urls, error: reason, ms: Date.now() - started };
  }
}

function describeError(error: Error): string {
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}

/** Submits and puts the result on the Activity page. */
export async function submitAndRecord(urls: string[], options?: Options): Promise<IndexNowResult | null> {
  const result = await submitToIndexNow(urls, options);
  if (result) {
    const { ok, ...detail } = result;
    await recordAuditEvent(ok ? 'indexnow-submitted' : 'indexnow-failed', detail);
  }
  return result;
}

/**
 * Tells IndexNow about changed URLs after the response is sent, so a submission can never slow
 * down or fail the save that caused it. Does nothing when IndexNow is off.
 */
export function notifyIndexNow(urls: string[]): void {
  if (urls.length === 0 || !indexNowEnv()) return;
  after(() => submitAndRecord(urls));
}
