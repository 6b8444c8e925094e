// The incremental cache (`cacheHandler` in next.config.ts): Next's own file-system cache, with
// three changes.
//
// 1. Shared expirations. Each server keeps its rendered pages on its own disk, but when any
//    server expires a cache tag (a post saved, published, deleted…), it writes the expiration to
//    the database, and every server reads the expirations changed since its last look about once
//    a second (lib/cache/jobs.ts does the SQL and starts this). A page view never waits on the
//    database: it checks Next's in-memory tags manifest, which the poll keeps current. A database
//    that is down stops the poll, not the pages.
// 2. One database per cache. Every entry that holds data (a cached read, or a page or route that
//    used one) is stamped with the id of the database it was rendered from; an entry stamped
//    with another id, or a data entry with no stamp (prerendered by `next build` from the build's
//    database), is a miss. A build pointed at another database never serves the old one's pages.
// 3. No 404s on disk where no page was ever cached. Next stores every response of an
//    incremental route, 404s included, as files that are never evicted, so each made-up
//    /blog/… address would cost disk for good (docs/security.md). A 404 that replaces a page
//    cached before (a post deleted or unpublished, or one prerendered at build) is still stored,
//    so the old page is never served again after a restart. The placeholder of a made-up
//    /services/… or /industries/… address is a 200, and not stored either.
//
// CommonJS: Next imports it at runtime and bundles it into edge code (middleware) too, so it uses
// the file system Next hands it, never node:fs, and needs no database driver of its own.
// Tied to Next's FileSystemCache internals (key layout, getFilePath, the tags manifest and the
// x-next-cache-tags header); tests/unit/cache/page-cache.test.ts pins the behaviour for upgrades.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);
// Routes whose every real page comes from content/ and is prerendered at build: any other address
// under them renders the spec's noindex placeholder (a 200), which is not stored either.
const PRERENDERED_ONLY = ['/services/', '/industries/'];
const TAGS_HEADER = 'x-next-cache-tags';
// Tags Next derives from a route's path; every other tag names data (lib/posts/cache-tags.ts).
const IMPLICIT_TAG = '_N_T_';
// The stamp: a pseudo-tag no revalidation ever names.
const DATABASE_TAG = 'database:';
// Rows polled again after each look, by the database's clock: a write whose transaction
// committed a little after its timestamp is still seen.
const POLL_OVERLAP_MS = 5_000;

/**
 * The state every instance shares. Next makes a handler per request, and the server's bundles
 * may load this file more than once, so it lives on globalThis.
 * - store: what lib/cache/jobs.ts connects ({ record, poll }); null until then (and in `next build`).
 * - databaseId: the id of the database the server reads; null while unknown (not connected, or
 *   the database was down when the server started), when entries are served unchecked.
 * - seen: each tag's last expiration already applied here, by its changed_at (database clock).
 */
const shared = (globalThis[Symbol.for('brightline.page-cache')] ??= {
  store: null,
  databaseId: null,
  // DATABASE_TAG + databaseId, made once.
  stamp: null,
  seen: new Map(),
  cursorMs: 0,
  timer: null,
  failing: false,
});

/** The tags an entry carries: a response's header, or a cached read's own list. */
function tagsOf(value) {
  if (!value) return [];
  if (value.kind === 'FETCH') return Array.isArray(value.tags) ? value.tags : [];
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** Whether an entry was rendered from data: a cached read, or a response that used one. */
function holdsData(value, tags = tagsOf(value)) {
  return value?.kind === 'FETCH' || tags.some((tag) => !tag.startsWith(IMPLICIT_TAG) && !tag.startsWith(DATABASE_TAG));
}

/** Whether an entry may be served by a server reading `databaseId`. Runs on every page view. */
function belongsTo(value, databaseId) {
  if (!databaseId || !value) return true;
  // The common case first, without splitting anything: the entry carries this database's stamp.
  const stamp = shared.stamp ?? (shared.stamp = DATABASE_TAG + databaseId);
  if (value.kind === 'FETCH' ? value.tags?.includes(stamp) : value.headers?.[TAGS_HEADER]?.includes?.(stamp)) return true;
  return !holdsData(value);
}

/** The entry with the database's stamp added (a copy: Next keeps using the one it passed). */
function stamp(value, ctx, databaseId) {
  if (!databaseId || !value) return [value, ctx];
  const tag = DATABASE_TAG + databaseId;
  if (value.kind === 'FETCH') {
    const tags = [...(ctx.tags ?? []).filter((t) => !t.startsWith(DATABASE_TAG)), tag];
    return [{ ...value, tags }, { ...ctx, tags }];
  }
  if (!RESPONSE_KINDS.has(value.kind) || !holdsData(value)) return [value, ctx];
  const tags = tagsOf(value).filter((t) => !t.startsWith(DATABASE_TAG));
  return [{ ...value, headers: { ...value.headers, [TAGS_HEADER]: [...tags, tag].join(',') } }, ctx];
}

/**
 * Writes polled expirations into Next's tags manifest. At start (`history`) they keep the
 * database's times: entries on disk older than them are expired. Later, an expiration counts
 * from when this server learned of it, whatever the clocks say: everything this server rendered
 * before then is expired, however far its clock runs ahead of the writer's.
 */
function applyExpirations(rows, { history = false, receivedAt = Date.now() } = {}) {
  for (const row of rows) {
    if ((shared.seen.get(row.tag) ?? -Infinity) >= row.changedMs) continue;
    shared.seen.set(row.tag, row.changedMs);
    const at = (ms) => (ms == null ? undefined : history ? ms : receivedAt + Math.max(0, ms - row.changedMs));
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
    if (shared.databaseId !== result.databaseId) shared.stamp = null;
    shared.databaseId = result.databaseId;
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
  /**
   * Connects the cache to the database (lib/cache/jobs.ts, as the server starts): reads its id
   * and every expiration so far, then looks for new ones every `pollMs` (0: never, for a single
   * process such as the embedded database's, whose own writes are all there is).
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
    Object.assign(shared, { store: null, databaseId: null, stamp: null, seen: new Map(), cursorMs: 0, timer: null, failing: false });
  }

  /** Expires tags here at once (Next's own manifest), then tells every other server. */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const store = shared.store;
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!store || list.length === 0) return;
    const now = Date.now();
    const offset = (ms) => (typeof ms === 'number' ? Math.max(0, ms - now) : null);
    try {
      const written = await store.record(list.map((tag) => ({ tag, staleInMs: offset(tagsManifest.get(tag)?.stale), expiredInMs: offset(tagsManifest.get(tag)?.expired) })));
      // This server applied them already.
      for (const { tag, changedMs } of written) shared.seen.set(tag, Math.max(shared.seen.get(tag) ?? -Infinity, changedMs));
    } catch (error) {
      console.error(`Cache tags ${list.join(', ')} were expired on this server only: the database could not record them.`, error);
    }
  }

  async get(key, ctx) {
    const data = await super.get(key, ctx);
    return data && !belongsTo(data.value, shared.databaseId) ? null : data;
  }

  async set(key, data, ctx) {
    // A read entry Next writes back as it found it (FileSystemCache's tag update): one stamped
    // for another database stays that database's, never restamped as this one's.
    if (data?.kind === 'FETCH' && tagsOf(data).some((tag) => tag.startsWith(DATABASE_TAG)) && !belongsTo(data, shared.databaseId)) return;
    if (data && RESPONSE_KINDS.has(data.kind) && (data.status === 404 || isPlaceholder(key)) && !this.hasEntry(key, data.kind)) return;
    const [value, context] = stamp(data, ctx, shared.databaseId);
    return super.set(key, value, context);
  }

  /** Whether a response is stored for this key: its own file, or the build's prerendered seed. */
  hasEntry(key, kind) {
    const primary = kind === 'APP_ROUTE' ? '.body' : '.html';
    const marker = key.indexOf('/$/');
    const paths = [`${key}${primary}`, ...(marker === -1 ? [] : [`${key.slice(marker + 2)}${primary}`])];
    try {
      return paths.some((file) => this.fs.existsSync(this.getFilePath(file, kind)));
    } catch {
      // A key no file could have (a NUL, a name too long): nothing is stored under it.
      return false;
    }
  }
}

/** Whether `key` addresses a page under a route whose real pages were all prerendered at build. */
function isPlaceholder(key) {
  const marker = key.indexOf('/$/');
  const address = marker === -1 ? key : key.slice(marker + 2);
  return PRERENDERED_ONLY.some((prefix) => address.startsWith(prefix));
}

module.exports = PageCache;
module.exports.applyExpirations = applyExpirations;
module.exports.poll = poll;
