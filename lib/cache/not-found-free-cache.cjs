// The incremental cache (`cacheHandler` in next.config.ts): Next's own file-system cache, except
// that a 404 is not written to disk where no page was ever cached at its address. Next 16.4
// stores every response of an incremental route, 404s included, as ~7 files per URL that are
// never evicted, so each made-up /blog/… address used to cost ~100 KB of disk for good. A 404
// that replaces a page cached before (a post deleted or unpublished, or one prerendered at
// build) is still stored as usual, so the old page is never served again after a restart. The
// placeholder of a made-up /services/… or /industries/… address is a 200, and not stored either.
// CommonJS: Next imports it at runtime and bundles it into edge code (middleware) too, so it
// uses the file system Next hands it, never node:fs; jest loads it as is.
// Tied to Next's FileSystemCache internals (key layout, getFilePath); the unit test
// tests/unit/cache/not-found-free-cache.test.ts pins the behaviour for upgrades.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);
// Routes whose every real page comes from content/ and is prerendered at build: any other address
// under them renders the spec's noindex placeholder (a 200), which is not stored either.
const PRERENDERED_ONLY = ['/services/', '/industries/'];

class NotFoundFreeCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (data && RESPONSE_KINDS.has(data.kind) && (data.status === 404 || isPlaceholder(key)) && !this.hasEntry(key, data.kind)) return;
    return super.set(key, data, ctx);
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

module.exports = NotFoundFreeCache;
