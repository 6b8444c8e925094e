import { expect, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { adminCopy } from '../../content/admin';
import { setSessionCookie } from '../helpers/admin';

const run = Date.now().toString(36);
// Long enough that the Redirects table is wider than a phone.
const source = `/e2e-tables-${run}-spring-storm-landing-page`;
const target = `/blog/e2e-tables-${run}-what-to-do-before-the-storm`;

/** Each table on the page, and whether the box that scrolls it is a named region the keyboard can reach. */
function tablesOn(page: Page) {
  return page.locator('main table').evaluateAll((tables) =>
    tables.map((table) => {
      const region = table.closest('[role="region"]') as HTMLElement | null;
      const name = region?.getAttribute('aria-label') ?? document.getElementById(region?.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
      return { name: name.trim(), focusable: region?.tabIndex === 0, scrolls: region ? getComputedStyle(region).overflowX === 'auto' : false };
    }),
  );
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a table wider than the screen says it scrolls, and scrolls from the keyboard', async ({ page, context, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    await page.goto('/admin/redirects');
    await page.getByLabel('Old path').fill(source);
    await page.getByLabel('Redirect to').fill(target);
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Redirect added' })).toBeVisible();

    const region = page.getByRole('region', { name: new RegExp(`^${adminCopy.redirects.listTitle}`) }).and(page.locator('table').locator('..'));
    await expect(region.getByRole('cell', { name: source, exact: true })).toBeVisible();
    const box = await region.evaluate((element) => ({ content: element.scrollWidth, shown: element.clientWidth }));
    expect(box.content).toBeGreaterThan(box.shown);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The cue: a scrollbar drawn at rest and a shadow on the edge with more beyond it.
    const cue = await region.evaluate((element) => ({ scrollbar: getComputedStyle(element).scrollbarWidth, shadows: getComputedStyle(element).backgroundImage }));
    expect(cue.scrollbar).toBe('thin');
    expect(cue.shadows).toContain('radial-gradient');

    await region.focus();
    await expect(region).toBeFocused();
    for (let n = 0; n < 5; n++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    await page.getByRole('button', { name: `Remove ${source}` }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Redirect removed' })).toBeVisible();
  });

  test('every admin table sits in a named region that scrolls and takes focus', async ({ page, context, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    let seen = 0;
    for (const path of ['/admin/leads', '/admin/sources', '/admin/newsletter', '/admin/activity']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const tables = await tablesOn(page);
      for (const table of tables) expect(table, path).toEqual({ name: expect.stringMatching(/\S/), focusable: true, scrolls: true });
      seen += tables.length;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    // Sources' tables and the Activity log are there whatever the data.
    expect(seen).toBeGreaterThanOrEqual(3);
  });
});
