/**
 * A uuid as Postgres prints it: 8-4-4-4-12 hex digits. Ids from a URL or a form are checked
 * before any query, so anything else is "not found" rather than a database error.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
