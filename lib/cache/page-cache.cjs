// @ts-check
// The incremental cache (`cacheHandler` in next.config.ts): Next's file-system cache, changed so that
// 1. a tag any server expires reaches every server: expirations go to the database, and each server
//    polls them into Next's in-memory tags manifest (connect, from ./jobs.ts). A page view never
//    waits on the database; a database that is down stops the poll, not the pages;
// 2. an entry holding data is stamped with the database it came from, and is a miss under another
//    (or unstamped: prerendered by `next build` from the build's database);
// 3. a 404 is stored only where a page was stored before, so made-up addresses cost no disk
//    (docs/security.md) and a deleted page is never served again after a restart;
// 4. a cached read is dated by the time stored inside it, not by its file's (datedAsStored).
// JavaScript with checked types, CommonJS: Next imports it at runtime untranspiled and bundles it
// into middleware (docs/decisions/0013-page-cache-source.md), so it uses only the file system Next
// hands it. Tied to FileSystemCache's internals: tests/unit/cache/page-cache.test.ts pins them.

/** @import { IncrementalCacheValue } from 'next/dist/server/response-cache' */
/** @import { CacheFs } from 'next/dist/shared/lib/utils' */
/** @import { ExpirationRow, TagStore } from './tag-store' */

const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { areTagsExpired, tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);
// Every real page under these comes from content/ and is prerendered at build: any other address
// renders the noindex placeholder (a 200), which is not stored either.
const PRERENDERED_ONLY = ['/services/', '/industries/'];
const TAGS_HEADER = 'x-next-cache-tags';
// Tags Next derives from a route's path; every other tag names data (lib/posts/cache-tags.ts).
const IMPLICIT_TAG = '_N_T_';
// The stamp: a pseudo-tag no revalidation ever names.
const DATABASE_TAG = 'database:';
// Each poll rereads this much before its last database time: a write that committed a little
// after its timestamp is still seen.
const POLL_OVERLAP_MS = 5_000;

/**
 * The parts of a cache entry this file reads; Next's own types are narrower per kind.
 * @typedef {{ kind: string, tags?: string[], headers?: Record<string, unknown>, status?: number, storedAt?: number }} Entry
 */

/** @typedef {Parameters<FileSystemCache['set']>[2]} SetContext */
/** @typedef {Parameters<FileSystemCache['get']>[1]} GetContext */
/** @typedef {NonNullable<Awaited<ReturnType<FileSystemCache['get']>>>} CacheData */

/**
 * FileSystemCache's private members this file relies on (the test pins them).
 * @param {InstanceType<typeof FileSystemCache>} cache
 * @returns {{ fs: CacheFs, getFilePath(pathname: string, kind: string): string }}
 */
const internals = (cache) => /** @type {never} */ (cache);

/**
 * What every handler instance shares. Next makes a handler per request, and the server's bundles
 * load this file more than once, so it lives on globalThis.
 * @typedef {object} SharedState
 * @property {TagStore | null} store what ./jobs.ts connects; null until then (and in `next build`)
 * @property {string | null} databaseId the database read; null while unknown, when entries are served unchecked
 * @property {string | null} stamp DATABASE_TAG + databaseId
 * @property {Map<string, number>} seen each tag's last expiration applied here, by its changedMs
 * @property {number} cursorMs the database's clock at the last poll
 * @property {ReturnType<typeof setInterval> | null} timer
 * @property {boolean} failing whether the last poll failed (to log an outage once)
 */

/** @returns {SharedState} */
function unconnected() {
  return { store: null, databaseId: null, stamp: null, seen: new Map(), cursorMs: 0, timer: null, failing: false };
}

const slots = /** @type {{ [key: symbol]: SharedState | undefined }} */ (globalThis);
const shared = (slots[Symbol.for('brightline.page-cache')] ??= unconnected());

/**
 * The address a key names, without the route-cache prefix Next puts before `/$/`
 * (`/route-cache/APP_PAGE/<hash>/$/blog/a-post` → `/blog/a-post`): where the build's seed lives.
 * @param {string} key
 */
function addressOf(key) {
  const marker = key.indexOf('/$/');
  return marker === -1 ? key : key.slice(marker + 2);
}

/**
 * The tags an entry carries: a response's header, or a cached read's own list.
 * @param {Entry | null | undefined} value
 * @returns {string[]}
 */
function tagsOf(value) {
  if (!value) return [];
  if (value.kind === 'FETCH') return Array.isArray(value.tags) ? value.tags : [];
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * Whether an entry was rendered from data: a cached read, or a response that used one.
 * @param {Entry} value
 */
function holdsData(value, tags = tagsOf(value)) {
  return value.kind === 'FETCH' || tags.some((tag) => !tag.startsWith(IMPLICIT_TAG) && !tag.startsWith(DATABASE_TAG));
}

/**
 * Whether this server may serve an entry. Runs on every page view: the common case, the entry
 * carrying this database's stamp, splits nothing.
 * @param {Entry | null | undefined} value
 */
function belongsHere(value) {
  const stamp = shared.stamp;
  if (!stamp || !value) return true;
  const carried = value.kind === 'FETCH' ? value.tags : value.headers?.[TAGS_HEADER];
  if ((typeof carried === 'string' || Array.isArray(carried)) && carried.includes(stamp)) return true;
  return !holdsData(value);
}

/**
 * The entry and its context with this database's stamp (copies: Next keeps using what it passed).
 * @template {Entry} V
 * @param {V} value
 * @param {SetContext} ctx
 * @returns {[V, SetContext]}
 */
function stamped(value, ctx) {
  const stamp = shared.stamp;
  if (!stamp) return [value, ctx];
  if (value.kind === 'FETCH') {
    // Next writes a read's tags from the context, and only from a read's context.
    const tags = [...((ctx.fetchCache && ctx.tags) || []).filter((tag) => !tag.startsWith(DATABASE_TAG)), stamp];
    return [{ ...value, tags }, ctx.fetchCache ? { ...ctx, tags } : ctx];
  }
  if (!RESPONSE_KINDS.has(value.kind) || !holdsData(value)) return [value, ctx];
  const tags = tagsOf(value).filter((tag) => !tag.startsWith(DATABASE_TAG));
  return [{ ...value, headers: { ...value.headers, [TAGS_HEADER]: [...tags, stamp].join(',') } }, ctx];
}

/**
 * A cached read as of when it was stored, or null if a tag expired since. Next dates a read by its
 * file's time, taken after reading the file, and rewrites the file in place: a read racing a
 * rewrite got the old content with the new time, passed as fresh, and the page rendered from it
 * stayed stale until its revalidate (the stale topic page of tests/e2e/shared-cache.spec.ts).
 * The time stored inside the entry comes from the same read as its content.
 * @param {CacheData} data
 * @param {GetContext} ctx
 * @returns {CacheData | null}
 */
function datedAsStored(data, ctx) {
  const storedAt = /** @type {Entry | undefined} */ (data.value)?.storedAt;
  if (typeof storedAt !== 'number' || ctx.kind !== 'FETCH') return data;
  if (areTagsExpired([...(ctx.tags ?? []), ...(ctx.softTags ?? [])], storedAt)) return null;
  return { ...data, lastModified: storedAt };
}

/**
 * Writes polled expirations into Next's tags manifest. At start (`history`) they keep the
 * database's times: entries on disk older than them are expired. Later, an expiration counts
 * from when this server learned of it, whatever the clocks say: everything this server rendered
 * before then is expired, however far its clock runs ahead of the writer's.
 * @param {ExpirationRow[]} rows
 */
function applyExpirations(rows, { history = false, receivedAt = Date.now() } = {}) {
  for (const row of rows) {
    if ((shared.seen.get(row.tag) ?? -Infinity) >= row.changedMs) continue;
    shared.seen.set(row.tag, row.changedMs);
    /** @param {number} ms */
    const at = (ms) => (history ? ms : receivedAt + Math.max(0, ms - row.changedMs));
    const entry = { ...tagsManifest.get(row.tag) };
    if (row.staleMs != null) entry.stale = at(row.staleMs);
    if (row.expiredMs != null) entry.expired = at(row.expiredMs);
    tagsManifest.set(row.tag, entry);
  }
}

/** One look at the database: its id, and the expirations written since the last look. */
async function poll({ history = false } = {}) {
  const store = shared.store;
  if (!store) return;
  try {
    const result = await store.poll(Math.max(0, shared.cursorMs - POLL_OVERLAP_MS));
    if (shared.databaseId && result.databaseId !== shared.databaseId) {
      console.warn(`The page cache now belongs to database ${result.databaseId}; pages cached for ${shared.databaseId} are no longer served.`);
    }
    shared.databaseId = result.databaseId;
    shared.stamp = DATABASE_TAG + result.databaseId;
    applyExpirations(result.rows, { history });
    shared.cursorMs = result.nowMs;
    if (shared.failing) console.info('The page cache reaches the database again.');
    shared.failing = false;
  } catch (error) {
    // Once per outage: cached pages keep being served as they are.
    if (!shared.failing) console.error('The page cache could not read cache expirations from the database; cached pages are served as they are until it can.', error);
    shared.failing = true;
  }
}

class PageCache extends FileSystemCache {
  /** This file's path: next.config.ts installs it as `cacheHandler`. */
  static file = __filename;

  /**
   * Connects the cache to the database (./jobs.ts, as the server starts): reads its id and every
   * expiration so far, then looks for new ones every `pollMs` (0: never, for a single process
   * such as the embedded database's, whose own writes are all there is).
   * @param {TagStore} store
   */
  static async connect(store, { pollMs = 1000 } = {}) {
    shared.store = store;
    await poll({ history: true });
    if (pollMs > 0 && !shared.timer) {
      shared.timer = setInterval(() => void poll(), pollMs);
      shared.timer.unref?.();
    }
  }

  static disconnect() {
    if (shared.timer) clearInterval(shared.timer);
    Object.assign(shared, unconnected());
  }

  /** The next look at the database, now (tests; the timer does this when connected). */
  static poll() {
    return poll();
  }

  /**
   * Expires tags here at once (Next's own manifest), then tells every other server.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const store = shared.store;
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!store || list.length === 0) return;
    const now = Date.now();
    /** @param {number | undefined} ms */
    const offset = (ms) => (typeof ms === 'number' ? Math.max(0, ms - now) : null);
    try {
      const written = await store.record(list.map((tag) => ({ tag, staleInMs: offset(tagsManifest.get(tag)?.stale), expiredInMs: offset(tagsManifest.get(tag)?.expired) })));
      // This server applied them already.
      for (const { tag, changedMs } of written) shared.seen.set(tag, Math.max(shared.seen.get(tag) ?? -Infinity, changedMs));
    } catch (error) {
      console.error(`Cache tags ${list.join(', ')} were expired on this server only: the database could not record them.`, error);
    }
  }

  /**
   * @param {string} key
   * @param {Parameters<FileSystemCache['get']>[1]} ctx
   */
  async get(key, ctx) {
    const data = await super.get(key, ctx);
    return data && belongsHere(data.value) ? datedAsStored(data, ctx) : null;
  }

  /**
   * @param {string} key
   * @param {IncrementalCacheValue | null} data
   * @param {SetContext} ctx
   */
  async set(key, data, ctx) {
    if (!data) return super.set(key, data, ctx);
    /** @type {Entry} */
    const entry = data;
    // A read Next writes back as it found it (FileSystemCache's tag update): one stamped for
    // another database stays that database's, never restamped as this one's.
    if (entry.kind === 'FETCH' && tagsOf(entry).some((tag) => tag.startsWith(DATABASE_TAG)) && !belongsHere(entry)) return;
    if (RESPONSE_KINDS.has(entry.kind) && (entry.status === 404 || isPlaceholder(key)) && !this.hasEntry(key, entry.kind)) return;
    // A read keeps the time it was first stored when Next writes it back.
    const dated = entry.kind === 'FETCH' ? { ...data, storedAt: entry.storedAt ?? Date.now() } : data;
    const [value, context] = stamped(dated, ctx);
    return super.set(key, value, context);
  }

  /**
   * Whether a response is stored for this key: its own file, or the build's prerendered seed.
   * @param {string} key
   * @param {string} kind
   */
  hasEntry(key, kind) {
    const next = internals(this);
    const primary = kind === 'APP_ROUTE' ? '.body' : '.html';
    const files = new Set([key, addressOf(key)].map((at) => `${at}${primary}`));
    try {
      return [...files].some((file) => next.fs.existsSync(next.getFilePath(file, kind)));
    } catch {
      // A key no file could have (a NUL, a name too long): nothing is stored under it.
      return false;
    }
  }
}

/**
 * Whether `key` addresses a page under a route whose real pages were all prerendered at build.
 * @param {string} key
 */
function isPlaceholder(key) {
  const address = addressOf(key);
  return PRERENDERED_ONLY.some((prefix) => address.startsWith(prefix));
}

module.exports = PageCache;
