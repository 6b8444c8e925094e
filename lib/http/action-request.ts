/**
 * A screen for server-action POSTs, run by middleware before Next decodes them. Next answers a
 * cross-site Origin, an oversized body, a truncated multipart body or a body that is not the
 * JSON its client encoder writes with a 500 and a stack trace in the log; these checks answer
 * them with a 4xx first. Web APIs only: middleware runs on the edge runtime.
 */
import { trustsProxy } from './proxy.ts';

/** Also next.config.ts `serverActions.bodySizeLimit`, so both refuse the same bodies. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

export function isServerActionPost(request: Request): boolean {
  if (request.method !== 'POST') return false;
  // Fetch actions carry Next-Action; forms posted without JavaScript are multipart.
  return request.headers.has('next-action') || isMultipart(request.headers.get('content-type'));
}

const isMultipart = (contentType: string | null) => /^multipart\/form-data\b/i.test(contentType?.trim() ?? '');
const isUrlEncoded = (contentType: string | null) => /^application\/x-www-form-urlencoded\b/i.test(contentType?.trim() ?? '');

const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * Next's own CSRF rule, answered with 403 instead of its 500: Origin must name this host. A
 * forwarded host counts only behind a proxy that sets it (TRUST_PROXY, as for client identity);
 * otherwise any client could send `X-Forwarded-Host: evil.example` beside
 * `Origin: https://evil.example`. Next compares the Origin with the forwarded host whenever
 * there is one, so without a trusted proxy both must match.
 */
export function isCrossSite(headers: Headers, trustProxy: boolean = trustsProxy()): boolean {
  const origin = headers.get('origin');
  // Browsers always send Origin on POST; a request without one carries no ambient credentials.
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || null;
  const host = headers.get('host')?.trim() || null;
  if (trustProxy) return originHost !== (forwarded ?? host);
  return originHost !== host || (forwarded !== null && originHost !== forwarded);
}

/** Reads at most `limit` bytes; null when the body is larger. */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const parseJson = (text: string): { value: unknown } | null => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
};

// React's reply encoding: "$" strings that are values, not references to another row.
const VALUE_TAGS = new Set(['$', 'T', 'K', 'I', '-', 'N', 'u', 'D', 'n', 'H']);
const ONE_LETTER_REFERENCE_TAGS = /^[@hQWiAOoUSsLlGgMmVBRrXx]$/;

/**
 * Past these the framework fails before any action runs: Next refuses more than 1,000
 * arguments, React's decoder a BigInt of more than 300 digits, and it recurses once per level
 * of nesting (a few thousand levels overflow the stack). No form of ours nests past 3 levels.
 */
export const REPLY_LIMITS = { arguments: 1000, bigIntDigits: 300, depth: 64 } as const;

/**
 * Every row a value refers to ("$1", "$@2", "$Q3:key" …), walked without recursion; null when
 * the value nests too deep or holds a BigInt too long for React's decoder.
 */
function referencedRows(root: unknown): number[] | null {
  const rows: number[] = [];
  const pending: [unknown, number][] = [[root, 0]];
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (value[0] !== '$') continue;
      if (value[1] === 'n' && value.length - 2 > REPLY_LIMITS.bigIntDigits) return null;
      if (VALUE_TAGS.has(value[1] ?? '')) continue;
      const id = ONE_LETTER_REFERENCE_TAGS.test(value[1] ?? '') ? value.slice(2) : value.slice(1);
      rows.push(/^[0-9a-f]+(:|$)/.test(id) ? parseInt(id, 16) : NaN);
    } else if (value && typeof value === 'object') {
      if (depth >= REPLY_LIMITS.depth) return null;
      for (const item of Object.values(value)) pending.push([item, depth + 1]);
    }
  }
  return rows;
}

/**
 * The shape React's client encoder always writes: the arguments as a JSON array in the root
 * row, every outlined row JSON, and no reference to a row that is not there (Next answers
 * each of those with a 500), within the framework's limits. Values inside are the action's
 * own business.
 */
function isWellFormedReply(rows: Map<number, string | null>, { argumentsAtRoot = true } = {}): boolean {
  const parsed = new Map<number, unknown>();
  for (const [id, text] of rows) {
    // A file in a row is how React sends a Blob argument; no action here takes one, and Next
    // fails on a mislabelled one with a 500.
    const json = text === null ? null : parseJson(text);
    if (!json) return false;
    parsed.set(id, json.value);
  }
  const root = parsed.get(0);
  if (argumentsAtRoot ? !Array.isArray(root) || root.length > REPLY_LIMITS.arguments : !parsed.has(0)) return false;
  for (const value of parsed.values()) {
    const references = referencedRows(value);
    if (!references || !references.every((id) => rows.has(id))) return false;
  }
  return true;
}

/** A 4xx for a request Next would fail on, or null to let it through. */
export async function screenActionRequest(request: Request, limit = ACTION_BODY_LIMIT_BYTES): Promise<Response | null> {
  if (isCrossSite(request.headers)) return refuse(403, 'Cross-site request refused.');

  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return refuse(413, 'Request body too large.');

  const contentType = request.headers.get('content-type');
  // Next itself answers these: 404 to a URL-encoded fetch action, a page to a plain form POST.
  if (isUrlEncoded(contentType)) return null;
  const body = await readLimited(request, limit);
  if (!body) return refuse(413, 'Request body too large.');

  const fetchAction = request.headers.has('next-action');
  if (isMultipart(contentType)) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'Content-Type': contentType! } }).formData();
    } catch {
      return refuse(400, 'Malformed form data.');
    }
    const rows = new Map<string, Map<number, string | null>>();
    for (const [name, value] of form) {
      // A fetch action's rows are numbered fields; a form posted without JavaScript carries a
      // bound action's rows as $ACTION_<n>:<row>.
      const row = fetchAction ? /^()(\d{1,9})$/.exec(name) : /^\$ACTION_(\d{1,9}):(\d{1,9})$/.exec(name);
      if (!row) continue;
      const group = rows.get(row[1]!) ?? new Map<number, string | null>();
      group.set(Number(row[2]), typeof value === 'string' ? value : null);
      rows.set(row[1]!, group);
    }
    if (fetchAction && !rows.has('')) return refuse(400, 'Invalid Server Action request.');
    for (const group of rows.values()) {
      if (!isWellFormedReply(group, { argumentsAtRoot: fetchAction })) return refuse(400, 'Invalid Server Action request.');
    }
    return null;
  }
  // Any other body of a fetch action is decoded as the root row alone.
  if (fetchAction && !isWellFormedReply(new Map([[0, new TextDecoder().decode(body)]]))) return refuse(400, 'Invalid Server Action request.');
  return null;
}
