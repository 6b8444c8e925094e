import { activityCopy } from '@/content/admin-activity';
import { formatAdminDateTime } from '@/lib/format';
import { fillTemplate } from '@/lib/template';

/** Every kind of event the code may record: each has words on the Activity page. */
export type AuditEventKind = keyof typeof activityCopy.events;

type Words = { label: string; detail?: readonly (string | readonly string[])[]; values?: Readonly<Record<string, Readonly<Record<string, string>>>> };

const SLOT = /\{(\w+)(?::([^:{}]+):([^:{}]+))?\}/g;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isEventKind = (event: string): event is AuditEventKind => Object.hasOwn(activityCopy.events, event);

/** A stored value as staff read it: mapped to words, timestamps on the office's clock, lists joined. */
function shown(value: unknown, words?: Readonly<Record<string, string>>): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.map((item) => shown(item)).filter(Boolean).join(', ') || null;
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (words) return words[text] ?? text;
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return INSTANT.test(text) ? formatAdminDateTime(text) : text;
}

/** A template with every slot filled, or null when a slot has nothing to show. */
function fill(template: string, detail: Record<string, unknown>, values: Words['values']): string | null {
  let missing = false;
  const text = template.replace(SLOT, (_slot, field: string, one?: string, many?: string) => {
    const value = shown(detail[field], values?.[field]);
    if (value === null) missing = true;
    if (one && many) return `${value} ${detail[field] === 1 ? one : many}`;
    return value ?? '';
  });
  return missing ? null : text;
}

/** An event in words: its label, and its details as the sentence pieces content/admin-activity.ts gives. */
export function describeAuditEvent(event: string, detail: Record<string, unknown>): { label: string; detail: string } {
  if (!isEventKind(event)) {
    return {
      label: fillTemplate(activityCopy.unknownEvent, { name: event }),
      detail: Object.entries(detail)
        .map(([field, value]) => `${field}: ${shown(value) ?? '—'}`)
        .join(' · '),
    };
  }
  const words: Words = activityCopy.events[event];
  const pieces = (words.detail ?? []).map((piece) => {
    for (const template of typeof piece === 'string' ? [piece] : piece) {
      const text = fill(template, detail, words.values);
      if (text !== null) return text;
    }
    return null;
  });
  return { label: words.label, detail: pieces.filter(Boolean).join(' · ') };
}
