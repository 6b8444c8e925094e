import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A page in the browser, or the server's HTML parsed (tests/helpers/server-html.ts). */
export type Html = Page | Document;
const isPage = (html: Html): html is Page => 'goto' in html;

/** Every JSON-LD block on the page, parsed; fails the test if one does not parse. */
export async function jsonLdBlocks(html: Html): Promise<unknown[]> {
  const selector = 'script[type="application/ld+json"]';
  const texts = isPage(html) ? await html.locator(selector).allTextContents() : [...html.querySelectorAll(selector)].map((script) => script.textContent ?? '');
  return texts.map((text) => JSON.parse(text) as unknown);
}

/** Every node in the page's JSON-LD, flattened (graphs, nested objects and references included). */
export async function jsonLdNodes(html: Html): Promise<Record<string, unknown>[]> {
  const nodes: Record<string, unknown>[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node && typeof node === 'object') {
      nodes.push(node as Record<string, unknown>);
      Object.values(node).forEach(visit);
    }
  };
  (await jsonLdBlocks(html)).forEach(visit);
  return nodes;
}

/** Every URL-valued property (@id, url, item, …) anywhere in the page's structured data. */
export async function jsonLdLinks(html: Html): Promise<string[]> {
  const keys = new Set(['@id', 'url', 'item', 'mainEntityOfPage', 'image', 'logo']);
  const visit = (node: unknown): string[] => {
    if (Array.isArray(node)) return node.flatMap(visit);
    if (!node || typeof node !== 'object') return [];
    return Object.entries(node).flatMap(([key, value]) => (keys.has(key) && typeof value === 'string' ? [value] : visit(value)));
  };
  return (await jsonLdBlocks(html)).flatMap(visit);
}

/** All @type values found anywhere in the page's structured data. */
export async function jsonLdTypes(html: Html): Promise<string[]> {
  const types: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node && typeof node === 'object') {
      const type = (node as Record<string, unknown>)['@type'];
      if (typeof type === 'string') types.push(type);
      if (Array.isArray(type)) types.push(...type.filter((t): t is string => typeof t === 'string'));
      Object.values(node).forEach(visit);
    }
  };
  (await jsonLdBlocks(html)).forEach(visit);
  return types;
}

/**
 * `include`: check only this part of the page (a CSS selector). Two settings about halve axe's
 * time (measured on /about and /ai-seo), and neither changes what it finds here:
 * - legacy mode runs axe once in the page. The default runs it in every frame, then merges the
 *   results in a blank page it opens for each scan; the site's pages have no frames.
 * - only the violations are detailed; the passes it would describe node by node are never read.
 */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  expect(page.frames(), 'a page with frames needs axe’s default mode, which scans each frame').toHaveLength(1);
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

/** Lines of each post card's excerpt the reader sees: its box over its line height. */
export async function excerptLines(page: Page): Promise<number[]> {
  return page
    .locator('main article :is(h2, h3) + p')
    .evaluateAll((ps) => ps.map((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight))));
}

/** The content of the first element `selector` finds (a meta tag), or null. */
export const meta = async (html: Html, selector: string) =>
  isPage(html) ? html.locator(selector).first().getAttribute('content') : (html.querySelector(selector)?.getAttribute('content') ?? null);

/** One h1 first, and no heading level skipped on the way down (h2 → h4 would fail). */
export function expectHeadingOrder(levels: number[]) {
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.reduce((previous, level) => {
    expect(level, `heading h${level} follows h${previous}`).toBeLessThanOrEqual(previous + 1);
    return level;
  });
}

/** The first Tab stop shows a skip link; following it, the next Tab lands inside the page's main. */
export async function expectSkipLinkToMain(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content', exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false)).toBe(true);
}

/**
 * The raw answer to a request, redirects not followed, with its distinct Location values.
 * Next 16 repeats the Location header when an ISR page (/blog/[slug]) redirects; browsers accept
 * identical repeats and refuse differing ones, so what must hold is one target, one hop.
 */
export async function redirectOf(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location');
  return { status: response.status(), locations: [...new Set(locations.map((header) => header.value))] };
}
