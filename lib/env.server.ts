import 'server-only';
import { parsePublicEnv } from './env';

/**
 * Reads a server-side variable when the process runs, not when it is built: a computed key
 * keeps Next from inlining NEXT_PUBLIC_ values into server bundles, so one build can be
 * pointed at another database by its environment. Trimmed; blank is unset. `source` stands in
 * for the environment where settings are parsed from a given one (tests).
 */
export function runtimeEnv(name: string, source: Record<string, string | undefined> = process.env): string | undefined {
  const value = source[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * The site's public address as this server was started with it (NEXT_PUBLIC_SITE_URL, read at
 * run time; lib/env.ts's `siteUrl` is the one the build inlined). What the server decides itself
 * follows it: links in e-mails, the passkeys' origin and relying party, IndexNow. Never derived
 * from a request's Host header: unset, it is the documented default.
 */
export function serverSiteUrl(): string {
  return parsePublicEnv({ NEXT_PUBLIC_SITE_URL: runtimeEnv('NEXT_PUBLIC_SITE_URL') }).NEXT_PUBLIC_SITE_URL;
}

/** An absolute URL on the server's address (see serverSiteUrl). */
export function serverUrl(path = '/'): string {
  return new URL(path, `${serverSiteUrl()}/`).toString();
}

/** The address the build prerendered its pages for (next.config.ts records it at build). */
export function builtSiteUrl(): string {
  return parsePublicEnv({ NEXT_PUBLIC_SITE_URL: process.env.SITE_URL_AT_BUILD }).NEXT_PUBLIC_SITE_URL;
}

/**
 * The one line the server prints about its address as it starts (instrumentation.ts): which
 * address it uses, and, when its pages were built for another one, the command that fixes it.
 */
export function siteUrlNotice(): { level: 'info' | 'warn'; message: string } {
  const serving = serverSiteUrl();
  const built = builtSiteUrl();
  const source = runtimeEnv('NEXT_PUBLIC_SITE_URL') ? 'NEXT_PUBLIC_SITE_URL' : 'the default: NEXT_PUBLIC_SITE_URL is not set';
  if (serving !== built) {
    return {
      level: 'warn',
      message:
        `Site address: ${serving} (${source}), but this build's pages were made for ${built}, and their canonical links, sitemap and feeds name it. ` +
        `Rebuild with the address the server runs on: NEXT_PUBLIC_SITE_URL=${serving} npm run build, then start again.`,
    };
  }
  if (!runtimeEnv('NEXT_PUBLIC_SITE_URL')) {
    return {
      level: 'warn',
      message: `Site address: ${serving} (${source}). Sign-in links and passkeys work only there. Set NEXT_PUBLIC_SITE_URL to the public address (in .env.local or the environment), then build and start again.`,
    };
  }
  return { level: 'info', message: `Site address: ${serving} (NEXT_PUBLIC_SITE_URL).` };
}

export const INDEXNOW_DEFAULT_ENDPOINT = 'https://api.indexnow.org/indexnow';

const INDEXNOW_KEY = /^[a-zA-Z0-9-]{8,128}$/;

/** Checked by hand, not with zod, as lib/env.ts is: this module loads with every page. */
function isHttpUrl(value: string): boolean {
  const protocol = URL.parse(value)?.protocol;
  return protocol === 'http:' || protocol === 'https:';
}

export type IndexNowConfig = { key: string; endpoint: string };

/**
 * IndexNow (docs/operations.md "IndexNow"): off (null) without INDEXNOW_KEY. A key or endpoint that is set
 * but malformed keeps it on with a problem, so every submission is recorded as failed with the
 * reason on the Activity page instead of being dropped in silence.
 */
export function indexNowEnv(source: Record<string, string | undefined> = process.env): { config: IndexNowConfig } | { problem: string } | null {
  const trimmed = (name: string) => (source[name]?.trim() ? source[name]!.trim() : undefined);
  const key = trimmed('INDEXNOW_KEY');
  if (!key) return null;
  if (!INDEXNOW_KEY.test(key)) return { problem: 'INDEXNOW_KEY must be 8 to 128 letters, digits or dashes' };
  const endpoint = trimmed('INDEXNOW_ENDPOINT');
  if (endpoint === undefined) return { config: { key, endpoint: INDEXNOW_DEFAULT_ENDPOINT } };
  if (!isHttpUrl(endpoint)) return { problem: 'INDEXNOW_ENDPOINT must be an http(s) URL' };
  return { config: { key, endpoint } };
}
