import 'server-only';
import { runtimeEnv } from '@/lib/env.server';

/** A PostgreSQL server when DATABASE_URL is set; the embedded PGlite database otherwise. */
export const databaseUrl = () => runtimeEnv('DATABASE_URL');

export const dataBackend: 'postgres' | 'embedded' = databaseUrl() ? 'postgres' : 'embedded';

/** Serverless hosts run many short-lived instances: no timers, and a pool of one each. */
export const isServerless = () => Boolean(runtimeEnv('VERCEL') || runtimeEnv('AWS_LAMBDA_FUNCTION_NAME'));

/**
 * Whether data may be read while pages are prerendered. The embedded database is never
 * opened by `next build` (PGlite allows one process per data directory, and the build
 * runs beside a live server), so with it data-backed pages render on first request.
 */
export const readableAtBuild = () => dataBackend === 'postgres';
