// `npm run audit -- --what-if`: Lighthouse's simulated metrics (Lantern) are a replay of one
// observed load, so they can be replayed again with a request taken out. Same trace, same
// devtools log, same machine timings: the difference is exactly what that request costs in the
// simulation, with none of the noise between runs. A script is charged to the modelled LCP when
// it arrived and began to run before the observed paint, any other request when it arrived before.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One entry of a devtools log: a DevTools protocol event (the fields read here). */
export type DevtoolsEvent = {
  method: string;
  params: { requestId?: string; type?: string; request?: { url: string }; response?: { url: string }; encodedDataLength?: number; [field: string]: unknown };
};

/** Where Lighthouse's gather mode keeps the devtools log of a navigation. */
const LOG = 'defaultPass.devtoolslog.json';
export const readDevtoolsLog = (artifactsDir: string): DevtoolsEvent[] => JSON.parse(readFileSync(path.join(artifactsDir, LOG), 'utf8'));

/** The requests of a devtools log but the document's: URL, resource type and bytes received. */
export function subresourcesOf(log: DevtoolsEvent[]) {
  const requests = new Map<string, { url: string; type: string; bytes: number }>();
  for (const { method, params } of log) {
    const id = params.requestId ?? '';
    if (method === 'Network.responseReceived' && params.type && params.type !== 'Document' && params.response) requests.set(id, { url: params.response.url, type: params.type, bytes: 0 });
    const request = requests.get(id);
    if (method === 'Network.loadingFinished' && request) request.bytes = params.encodedDataLength ?? 0;
  }
  return [...requests.values()];
}

/** The log without any event of the requests whose URL `drop` accepts. */
export function withoutRequests(log: DevtoolsEvent[], drop: (url: string) => boolean) {
  const dropped = new Set(log.filter((e) => e.method === 'Network.requestWillBeSent' && e.params.request && drop(e.params.request.url)).map((e) => e.params.requestId));
  return log.filter((e) => e.params.requestId === undefined || !dropped.has(e.params.requestId));
}

/**
 * The load's metrics simulated again without the requests whose URL `drop` accepts. `settings`
 * must be those it was gathered with (Lighthouse refuses others).
 */
export async function replayWithout(artifactsDir: string, drop: (url: string) => boolean, settings: Record<string, unknown>) {
  const { default: lighthouse } = await import('lighthouse');
  const dir = mkdtempSync(path.join(tmpdir(), 'what-if-'));
  try {
    cpSync(artifactsDir, dir, { recursive: true });
    writeFileSync(path.join(dir, LOG), JSON.stringify(withoutRequests(readDevtoolsLog(dir), drop)));
    const result = await lighthouse(undefined, { ...settings, auditMode: dir, logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse replayed nothing from ${artifactsDir}`);
    const { categories, audits } = result.lhr;
    return {
      perf: Math.round((categories.performance?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
