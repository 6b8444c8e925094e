import { expect, type APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';

/**
 * What the server sent for `path`, parsed as a browser would parse it but with no script run: the
 * page a crawler reads. For checks of metadata, structured data, links and copy, which need no
 * browser page (each costs about a second before it checks anything).
 */
export async function serverHtml(request: APIRequestContext, path: string, options?: Parameters<APIRequestContext['get']>[1]) {
  const response = await request.get(path, options);
  const { document } = new JSDOM(await response.text(), { url: response.url() }).window;
  return { response, document };
}

type Scope = Document | Element;

/** Text as Playwright's text assertions compare it: whitespace runs collapsed, ends trimmed. */
export const text = (node: Node | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

export const $$ = (scope: Scope, selector: string) => [...scope.querySelectorAll(selector)];
export const href = (element: Element | undefined) => element?.getAttribute('href');
/** Each text holds its part: `expect(texts).toEqual(containing(parts))` for a list of known length. */
export const containing = (parts: string[]) => parts.map((part) => expect.stringContaining(part));
/**
 * `toContainText([...])` on a longer list: the texts that hold `parts`, the first for each part
 * after the last one's, with other texts between allowed ('' where a part is missing). Compare
 * with `containing(parts)`.
 */
export function inOrder(texts: string[], parts: string[]) {
  let from = 0;
  return parts.map((part) => {
    const at = texts.findIndex((candidate, index) => index >= from && candidate.includes(part));
    if (at < 0) return '';
    from = at + 1;
    return texts[at]!;
  });
}
export const byTestId = (scope: Scope, id: string) => $$(scope, `[data-testid="${id}"]`);

/** The one element of a list; like a Playwright locator, more than one (or none) is an error. */
export function single<T extends Element>(elements: T[], what = 'element'): T {
  if (elements.length !== 1) throw new Error(`expected one ${what}, found ${elements.length}`);
  return elements[0]!;
}

const responsiveDisplay = /^(sm|md|lg|xl|2xl):(block|flex|grid|inline|inline-block|inline-flex|table|contents)$/;

/**
 * Whether markup leaves an element rendered: no ancestor (or itself) is `hidden`, inside a
 * `<template>`, styled `display:none` inline, or given Tailwind's `hidden` without a breakpoint
 * that shows it again. Without a browser this is how `toBeVisible` reads on the server's HTML.
 */
export function shown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.tagName === 'TEMPLATE') return false;
    if (/display\s*:\s*none/.test(node.getAttribute('style') ?? '')) return false;
    const classes = [...node.classList];
    if (classes.includes('hidden') && !classes.some((name) => responsiveDisplay.test(name))) return false;
  }
  return element.ownerDocument.contains(element) && !element.closest('template');
}

const inAccessibilityTree = (element: Element) => shown(element) && !element.closest('[aria-hidden="true"]');

const implicitRoles: Record<string, string> = {
  A: 'link',
  ADDRESS: 'group',
  ARTICLE: 'article',
  ASIDE: 'complementary',
  BUTTON: 'button',
  FOOTER: 'contentinfo',
  HEADER: 'banner',
  LI: 'listitem',
  MAIN: 'main',
  NAV: 'navigation',
  OL: 'list',
  UL: 'list',
};

function roleOf(element: Element): string | undefined {
  const explicit = element.getAttribute('role');
  if (explicit) return explicit.split(/\s+/)[0];
  if (/^H[1-6]$/.test(element.tagName)) return 'heading';
  if (element.tagName === 'A') return element.hasAttribute('href') ? 'link' : undefined;
  if (element.tagName === 'IMG') return element.getAttribute('alt') === '' ? 'presentation' : 'img';
  if (element.tagName === 'TEXTAREA') return 'textbox';
  if (element.tagName === 'INPUT') return ['text', 'email', 'tel', 'url'].includes(element.getAttribute('type') ?? 'text') ? 'textbox' : undefined;
  // A section is a region landmark only when it has a name.
  if (element.tagName === 'SECTION') return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'region' : undefined;
  // Header and footer are landmarks only outside sectioning content.
  if ((element.tagName === 'HEADER' || element.tagName === 'FOOTER') && element.parentElement?.closest('article, aside, main, nav, section')) return undefined;
  return implicitRoles[element.tagName];
}

function nameFromContent(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== node.ELEMENT_NODE) return '';
  const element = node as Element;
  if (element.getAttribute('aria-hidden') === 'true' || !shown(element)) return '';
  if (element.hasAttribute('aria-label')) return ` ${element.getAttribute('aria-label')} `;
  if (element.tagName === 'IMG') return element.getAttribute('alt') ?? '';
  const inner = [...element.childNodes].map(nameFromContent).join('');
  // Block boxes separate their words in a computed name; inline ones join them.
  return blockTags.test(element.tagName) ? ` ${inner} ` : inner;
}

const blockTags = /^(P|DIV|LI|H[1-6]|BR|SECTION|ARTICLE|UL|OL)$/;

/** The accessible name the way browsers compute it for the roles these tests ask for. */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy.split(/\s+/).map((id) => text(element.ownerDocument.getElementById(id))).join(' ').trim();
  }
  const label = element.getAttribute('aria-label');
  if (label) return label.replace(/\s+/g, ' ').trim();
  if (/^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)) {
    const labels = [...(element.id ? $$(element.ownerDocument, `label[for="${element.id}"]`) : []), ...[element.closest('label')].filter((l) => l !== null)];
    return labels.map((l) => nameFromContent(l)).join(' ').replace(/\s+/g, ' ').trim();
  }
  if (element.tagName === 'IMG') return (element.getAttribute('alt') ?? '').trim();
  return nameFromContent(element).replace(/\s+/g, ' ').trim();
}

type Match = string | RegExp;
/** Playwright's rule: a string matches any part, ignoring case, unless exact; a RegExp is tested. */
function matches(value: string, expected: Match, exact = false) {
  if (expected instanceof RegExp) return expected.test(value);
  return exact ? value === expected : value.toLowerCase().includes(expected.toLowerCase());
}

/** `getByRole` over the server's HTML: elements in the accessibility tree with that role. */
export function byRole(scope: Scope, role: string, options: { name?: Match; exact?: boolean; level?: number } = {}) {
  return $$(scope, '*').filter(
    (element) =>
      roleOf(element) === role &&
      inAccessibilityTree(element) &&
      (options.level === undefined || element.tagName === `H${options.level}`) &&
      (options.name === undefined || matches(accessibleName(element), options.name, options.exact)),
  );
}

/** `getByText`: the innermost elements whose text matches (the same rule as byRole's name). */
export function byText(scope: Scope, wanted: Match, options: { exact?: boolean } = {}) {
  const hits = $$(scope, 'body *').filter((element) => !/^(SCRIPT|STYLE|TEMPLATE)$/.test(element.tagName) && matches(text(element), wanted, options.exact));
  return hits.filter((element) => !hits.some((other) => other !== element && element.contains(other)));
}

/** Heading levels under `scope` in document order (1 for h1 …). */
export const headingLevels = (scope: Scope) => $$(scope, 'h1, h2, h3, h4, h5, h6').map((heading) => Number(heading.tagName.slice(1)));
