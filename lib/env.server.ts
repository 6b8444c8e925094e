import 'server-only';
import { z } from 'zod';

/**
 * Reads a server-side variable when the process runs, not when it is built: a computed key
 * keeps Next from inlining NEXT_PUBLIC_ values into server bundles, so one build can be
 * pointed at another database by its environment.
 */
export function runtimeEnv(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export const INDEXNOW_DEFAULT_ENDPOINT = 'https://api.indexnow.org/indexnow';

const indexNowSchema = z.object({
  INDEXNOW_KEY: z.string().regex(/^[a-zA-Z0-9-]{8,128}$/, 'INDEXNOW_KEY must be 8 to 128 letters, digits or dashes'),
  INDEXNOW_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'INDEXNOW_ENDPOINT must be an http(s) URL' })
    .default(INDEXNOW_DEFAULT_ENDPOINT),
});

export type IndexNowConfig = { key: string; endpoint: string };

/**
 * IndexNow (README "IndexNow"): off (null) without INDEXNOW_KEY. A key or endpoint that is set
 * but malformed keeps it on with a problem, so every submission is recorded as failed with the
 * reason on the Activity page instead of being dropped in silence.
 */
export function indexNowEnv(source: Record<string, string | undefined> = process.env): { config: IndexNowConfig } | { problem: string } | null {
  const trimmed = (name: string) => (source[name]?.trim() ? source[name]!.trim() : undefined);
  const key = trimmed('INDEXNOW_KEY');
  if (!key) return null;
  const result = indexNowSchema.safeParse({ INDEXNOW_KEY: key, INDEXNOW_ENDPOINT: trimmed('INDEXNOW_ENDPOINT') });
  if (!result.success) return { problem: result.error.issues[0]?.message ?? 'IndexNow is misconfigured' };
  return { config: { key: result.data.INDEXNOW_KEY, endpoint: result.data.INDEXNOW_ENDPOINT } };
}
