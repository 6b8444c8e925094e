import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { adminCopy } from '../../content/admin';
import { setSessionCookie } from '../helpers/admin';
import { expectNoSeriousAxeViolations } from '../helpers/page-checks';

// The Owner may open every section, so the whole list is on screen.
const sections = adminCopy.header.nav;
const nav = (page: Page) => page.getByRole('navigation', { name: adminCopy.header.navLabel });

/**
 * Why a label cannot be read whole, if it cannot: its text is wider than its own box, or its box
 * pokes out of the viewport or of any ancestor that clips or scrolls (which would cut it or
 * hide it behind a sideways scroll).
 */
async function clipped(label: Locator): Promise<string[]> {
  return label.evaluate((element) => {
    const problems: string[] = [];
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) problems.push('not displayed');
    if (element.scrollWidth > element.clientWidth) problems.push(`text ${element.scrollWidth} px in a ${element.clientWidth} px box`);
    if (box.left < 0 || box.right > window.innerWidth + 0.5) problems.push(`outside the viewport (${box.left}–${box.right})`);
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (!/hidden|auto|scroll|clip/.test(`${style.overflowX} ${style.overflowY}`)) continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5) {
        problems.push(`cut by <${parent.tagName.toLowerCase()} class="${parent.className}">`);
      }
    }
    return problems;
  });
}

async function expectLanded(page: Page, link: Locator, href: string) {
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

for (const width of [1024, 1280]) {
  test(`at ${width} px every section is a tab in view, none cut, each one click away`, async ({ page, context, ownerSession }) => {
    await page.setViewportSize({ width, height: 800 });
    await setSessionCookie(context, ownerSession);
    await page.goto('/admin');
    for (const { label } of sections) {
      const link = nav(page).getByRole('link', { name: label, exact: true });
      await expect(link).toBeVisible();
      expect(await clipped(link), label).toEqual([]);
    }
    // In the content's order, with no others; the account's actions beside them, no menu.
    await expect(nav(page).getByRole('link')).toHaveText(sections.map((section) => section.label));
    for (const name of [adminCopy.header.logout, adminCopy.header.logoutEverywhere]) await expect(page.getByRole('banner').getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: adminCopy.header.menu, exact: true })).toBeHidden();
    if (width === 1280) await expectNoSeriousAxeViolations(page);

    for (const section of sections.toReversed()) {
      const link = nav(page).getByRole('link', { name: section.label, exact: true });
      await link.click();
      await expectLanded(page, link, section.href);
      // Only the section shown is marked current.
      await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every section is in the Menu, none cut, and each one opens from it', async ({ page, context, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    await page.goto('/admin/activity');
    const menu = page.getByRole('button', { name: adminCopy.header.menu, exact: true });
    await expect(nav(page)).toBeHidden();
    await menu.click();
    const links = nav(page).getByRole('link');
    await expect(links).toHaveText(sections.map((section) => section.label));
    for (const link of await links.all()) expect(await clipped(link), await link.innerText()).toEqual([]);
    await expect(nav(page).getByRole('link', { name: 'Activity', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousAxeViolations(page);
    // The keyboard reaches it: Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav(page)).toBeVisible();
    await page.keyboard.press('Escape');

    for (const section of sections) {
      await menu.click();
      const link = nav(page).getByRole('link', { name: section.label, exact: true });
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === section.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The menu closes on the way: the page it opened is not under it.
      await expect(nav(page)).toBeHidden();
      await menu.click();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('at 390 px without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the Menu still opens and its sections still load', async ({ page, context, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    await page.goto('/admin');
    await page.getByRole('button', { name: adminCopy.header.menu, exact: true }).click();
    const staff = sections.at(-1)!;
    await nav(page).getByRole('link', { name: staff.label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === staff.href);
    await page.getByRole('button', { name: adminCopy.header.menu, exact: true }).click();
    await expect(nav(page).getByRole('link', { name: staff.label, exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
