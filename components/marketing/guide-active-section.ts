/**
 * Which table-of-contents entry is current. Two rules are in use:
 * - the hub measures section tops against the viewport (active once a top is within `offset` px
 *   of the viewport top);
 * - the guides measure document positions against the scroll position plus `offset`.
 * Both reduce to "the last section, in document order, whose top is at or above a line".
 */
export type SectionTop = { id: string; top: number };
export type ActiveSectionRule = 'viewport' | 'document';

export function lastSectionAtOrAbove(sections: readonly SectionTop[], line: number): string | null {
  let active: string | null = null;
  for (const section of sections) {
    if (section.top <= line) active = section.id;
  }
  return active;
}

/** /ai-seo: `tops` are getBoundingClientRect().top values. */
export function activeByViewport(tops: readonly SectionTop[], offset: number): string | null {
  return lastSectionAtOrAbove(tops, offset);
}

/** Guides: `tops` are document positions (rect top + scrollY). */
export function activeByDocument(tops: readonly SectionTop[], scrollY: number, offset: number): string | null {
  return lastSectionAtOrAbove(tops, scrollY + offset);
}

/** Picks the rule for a measurement taken in viewport coordinates, so callers measure once. */
export function activeSection(rule: ActiveSectionRule, viewportTops: readonly SectionTop[], scrollY: number, offset: number): string | null {
  return rule === 'viewport'
    ? activeByViewport(viewportTops, offset)
    : activeByDocument(
        viewportTops.map((section) => ({ id: section.id, top: section.top + scrollY })),
        scrollY,
        offset,
      );
}
