/** Fills the {slot}s of a content template; a slot without a value stays as written, so a typo shows. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, key: string) => values[key] ?? slot);
}
