/**
 * The one way form input is unwrapped: actions turn FormData into FormValues once, and schemas
 * and forms read single fields with firstValue / allValues. No server-only imports and no zod,
 * so the public forms can use it.
 */

/** What a form sent: a string per field, a list for a repeated field (tags). */
export type FormValues = Record<string, string | string[]>;

/** FormData as a plain object; repeated fields become lists, Next's internal fields and files are dropped. */
export function formValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of formData.entries()) {
    if (key.startsWith('$ACTION') || typeof value !== 'string') continue;
    const existing = values[key];
    values[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return values;
}

/** One field as a single string (the first, if it was sent more than once); undefined if absent. */
export function firstValue(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

// Breaks and tabs part words, so they become spaces; other control characters (NUL, ESC …) and
// bidirectional overrides carry nothing visible, so they go.
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const INVISIBLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A single-line field as it is saved (a title, a name, a subject): no control characters, the
 * ends trimmed. Every schema's one-line fields go through it.
 */
export function singleLine(value: unknown): string {
  return (firstValue(value) ?? '').normalize('NFC').replace(BREAKS, ' ').replace(INVISIBLE, '').trim();
}

/** One field as a list of strings, however many times it was sent. */
export function allValues(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
}
