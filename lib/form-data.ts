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

/** One field as a list of strings, however many times it was sent. */
export function allValues(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
}
