/**
 * A uuid as Postgres prints it: 8-4-4-4-12 hex digits. Ids from a URL or a form are checked
 * before any query, so anything else is "not found" rather than a database error.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * A random version-4 uuid. Built on getRandomValues because crypto.randomUUID exists only in
 * secure contexts, and a form reached over plain http (a LAN address, a preview) must work too.
 */
export function randomUuid(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The field a lead form's submission id travels in (see useFormAction's `submissionId`). */
export const SUBMISSION_ID_FIELD = 'submissionId';
