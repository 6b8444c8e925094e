import { expect, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { activityCopy } from '../../content/admin-activity';
import { setSessionCookie } from '../helpers/admin';
import { expectNoSeriousAxeViolations } from '../helpers/page-checks';

const run = Date.now().toString(36);
// A redirect whose audit detail is two long unbroken words: the kind of entry that pushed the
// Client column out of the card.
const source = `/e2e-activity-${run}-${'storm-season-landing-page-'.repeat(10)}`;
const target = `https://insights.example.com/${'hurricane-preparedness-checklist-'.repeat(6)}${run}`;

const table = (page: Page) => page.getByRole('table', { name: 'Admin activity' });

test.describe.serial('the Activity table', () => {
  test.beforeEach(({ context, ownerSession }) => setSessionCookie(context, ownerSession));

  test('a redirect with long paths is recorded', async ({ page }) => {
    await page.goto('/admin/redirects');
    await page.getByLabel('Old path').fill(source);
    await page.getByLabel('Redirect to').fill(target);
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Redirect added' })).toBeVisible();
  });

  for (const width of [1280, 1440, 1920]) {
    test(`fits its card at ${width} px: long details wrap, every column in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/activity');
      const row = table(page).getByRole('row').filter({ hasText: 'Redirect added' }).filter({ hasText: source.slice(0, 40) }).first();
      await expect(row).toBeVisible();
      const fit = await table(page).evaluate((element) => ({ table: element.scrollWidth, card: element.parentElement!.clientWidth }));
      expect(fit.table).toBeLessThanOrEqual(fit.card);
      const card = (await table(page).locator('xpath=..').boundingBox())!;
      const headers = table(page).getByRole('columnheader');
      await expect(headers).toHaveText(Object.values(activityCopy.columns));
      for (const header of await headers.all()) {
        await expect(header).toBeInViewport();
        const box = (await header.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 1);
      }
      // The long detail wraps inside its cell, and the row's client hash is on screen.
      const cells = row.getByRole('cell');
      const detail = (await cells.nth(2).boundingBox())!;
      expect(detail.height).toBeGreaterThan(40);
      const client = (await cells.nth(3).boundingBox())!;
      expect(client.x + client.width).toBeLessThanOrEqual(card.x + card.width + 1);
      await expect(cells.nth(3)).toHaveText(/^[0-9a-f]{8}$|^—$/, { useInnerText: true });
      if (width === 1280) await expectNoSeriousAxeViolations(page);
    });
  }

  test('at 390 px each event is a stacked block with its client named', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/activity');
    const row = table(page).getByRole('row').filter({ hasText: 'Redirect added' }).filter({ hasText: source.slice(0, 40) }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(`${activityCopy.columns.client}: `);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const fit = await table(page).evaluate((element) => ({ table: element.scrollWidth, card: element.parentElement!.clientWidth }));
    expect(fit.table).toBeLessThanOrEqual(fit.card);
  });

  test('the redirect is removed again', async ({ page }) => {
    await page.goto('/admin/redirects');
    await page.getByRole('button', { name: `Remove ${source}` }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Redirect removed' })).toBeVisible();
  });
});
