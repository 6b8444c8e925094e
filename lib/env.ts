/**
 * Public configuration, validated once. NEXT_PUBLIC_ values are read by their literal
 * names so Next can inline them; anything secret lives in lib/env.server.ts.
 *
 * Checked by hand, not with zod: every page's server code imports this module, and zod's runtime
 * costs about 1.7 MB of V8 heap in each of the server's bundles that loads it
 * (docs/performance.md, "Server memory"). The forms and actions still validate with zod.
 */
const GA_ID = /^G-[A-Z0-9]{4,20}$/;
const DEFAULT_SITE_URL = 'http://localhost:3000';

function emptyToUndefined(value: string | undefined) {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function invalid(name: string, message: string): Error {
  return new Error(`Invalid environment: ${name}: ${message}`);
}

export function parsePublicEnv(source: Record<string, string | undefined>): { NEXT_PUBLIC_SITE_URL: string; NEXT_PUBLIC_GA_ID?: string } {
  const siteUrl = emptyToUndefined(source.NEXT_PUBLIC_SITE_URL) ?? DEFAULT_SITE_URL;
  if (!URL.canParse(siteUrl)) throw invalid('NEXT_PUBLIC_SITE_URL', 'NEXT_PUBLIC_SITE_URL must be an absolute URL');
  const gaId = emptyToUndefined(source.NEXT_PUBLIC_GA_ID);
  if (gaId !== undefined && !GA_ID.test(gaId)) throw invalid('NEXT_PUBLIC_GA_ID', 'NEXT_PUBLIC_GA_ID must look like G-XXXXXXX');
  return { NEXT_PUBLIC_SITE_URL: siteUrl.replace(/\/+$/, ''), NEXT_PUBLIC_GA_ID: gaId };
}

export const publicEnv = parsePublicEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
});

export const siteUrl = publicEnv.NEXT_PUBLIC_SITE_URL;

export function absoluteUrl(path = '/') {
  return new URL(path, `${siteUrl}/`).toString();
}
