/**
 * The migrated databases jest's global setup makes once per run, named in the environment for
 * the test workers: a PostgreSQL template database and a PGlite data-folder tarball, each with
 * and without the sample posts.
 */
export type Template = { postgres: string; pglite: string };
export type Templates = { empty: Template; seeded: Template };

const VARIABLE = 'TEST_DATABASE_TEMPLATES';

export function templateEnv(templates: Templates): Record<string, string> {
  return { [VARIABLE]: JSON.stringify(templates) };
}

/** This run's template of a kind, or null when jest's global setup made none (a script's run). */
export function template(seed: boolean): Template | null {
  const value = process.env[VARIABLE];
  return value ? (JSON.parse(value) as Templates)[seed ? 'seeded' : 'empty'] : null;
}
