import type { Redirect } from './types';

/** A redirect as both Postgres drivers return it. */
export type RedirectRow = { source: string; target: string; kind: 'slug' | 'manual'; created_at: string | Date };

export const reshapeRedirect = (row: RedirectRow): Redirect => ({
  source: row.source,
  target: row.target,
  kind: row.kind,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The slug in a post URL (/blog/{slug}), or null for any other path. */
export function blogSlugOf(path: string): string | null {
  const match = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path);
  return match ? match[1]! : null;
}
