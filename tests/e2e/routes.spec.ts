import { expect, test } from '@playwright/test';
import { e2eRoutes } from './routes';
import { expectNoSeriousAxeViolations, jsonLdBlocks, jsonLdLinks, jsonLdTypes, meta } from '../helpers/page-checks';

for (const route of e2eRoutes) {
  test.describe(`route ${route.path}`, () => {
    test.describe('without JavaScript', () => {
      // What a crawler reads: the server's HTML, with no script run. One visit checks both that the
      // page is all there without JavaScript and that its metadata and structured data are complete.
      test.use({ javaScriptEnabled: false });

      test('serves 200, is all there, with complete metadata and structured data', async ({ page, baseURL }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);

        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('main h1')).toBeVisible();
        // React sends a large Suspense boundary's content apart, hidden, for an inline script to
        // move in over its skeleton: without JavaScript the visitor would keep the skeleton.
        await expect(page.locator('template[id^="B:"], [hidden][id^="S:"]')).toHaveCount(0);

        const title = await page.title();
        expect(title.length).toBeGreaterThan(10);
        expect(title).toContain('Brightline Growth');

        const description = await meta(page, 'meta[name="description"]');
        expect(description?.length ?? 0).toBeGreaterThan(50);
        expect(await meta(page, 'meta[name="keywords"]')).toBeTruthy();

        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        // Next writes the root canonical without its trailing slash.
        expect(canonical?.replace(/\/$/, '')).toBe(new URL(route.path, baseURL).toString().replace(/\/$/, ''));

        expect(await meta(page, 'meta[property="og:title"]')).toBeTruthy();
        expect(await meta(page, 'meta[property="og:description"]')).toBeTruthy();
        expect(await meta(page, 'meta[property="og:url"]')).toBe(canonical);
        expect(await meta(page, 'meta[property="og:image"]')).toMatch(/^https?:\/\//);
        expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
        expect(await meta(page, 'meta[name="robots"]')).toBe(route.robots ?? 'index, follow');

        const blocks = await jsonLdBlocks(page);
        expect(blocks.length).toBeGreaterThan(0);
        const types = await jsonLdTypes(page);
        expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', ...(route.jsonLdTypes ?? [])]));
        for (const link of await jsonLdLinks(page)) expect(link, 'structured-data URLs are absolute').toMatch(/^https?:\/\//);
      });
    });

    test('has no serious accessibility violations', async ({ page }) => {
      await page.goto(route.path);
      await expectNoSeriousAxeViolations(page);
    });
  });
}
