import 'server-only';

/**
 * Reads a server-side variable when the process runs, not when it is built: a computed key
 * keeps Next from inlining NEXT_PUBLIC_ values into server bundles, so one build can be
 * pointed at another database by its environment.
 */
export function runtimeEnv(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
