import { e2eRoutes } from './routes';
import { expectNoSeriousAxeViolations, jsonLdBlocks, jsonLdLinks, jsonLdTypes, meta } from '../helpers/page-checks';
import { $$, serverHtml, shown } from '../helpers/server-html';
import { expect, test } from '../helpers/shared-page';

for (const route of e2eRoutes) {
  test.describe(`route ${route.path}`, () => {
    // What a crawler reads: the server's HTML, with no script run. One request checks both that the
    // page is all there without JavaScript and that its metadata and structured data are complete.
    test('serves 200, is all there without JavaScript, with complete metadata and structured data', async ({ request, baseURL }) => {
      const { response, document } = await serverHtml(request, route.path);
      expect(response.status()).toBe(200);

      expect($$(document, 'h1')).toHaveLength(1);
      expect($$(document, 'main h1').filter(shown)).toHaveLength(1);
      // React sends a large Suspense boundary's content apart, hidden, for an inline script to
      // move in over its skeleton: without JavaScript the visitor would keep the skeleton.
      expect($$(document, 'template[id^="B:"], [hidden][id^="S:"]')).toHaveLength(0);

      const title = document.title;
      expect(title.length).toBeGreaterThan(10);
      expect(title).toContain('Brightline Growth');

      const description = await meta(document, 'meta[name="description"]');
      expect(description?.length ?? 0).toBeGreaterThan(50);
      expect(await meta(document, 'meta[name="keywords"]')).toBeTruthy();

      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      // Next writes the root canonical without its trailing slash.
      expect(canonical?.replace(/\/$/, '')).toBe(new URL(route.path, baseURL).toString().replace(/\/$/, ''));

      expect(await meta(document, 'meta[property="og:title"]')).toBeTruthy();
      expect(await meta(document, 'meta[property="og:description"]')).toBeTruthy();
      expect(await meta(document, 'meta[property="og:url"]')).toBe(canonical);
      expect(await meta(document, 'meta[property="og:image"]')).toMatch(/^https?:\/\//);
      expect(await meta(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await meta(document, 'meta[name="robots"]')).toBe(route.robots ?? 'index, follow');

      const blocks = await jsonLdBlocks(document);
      expect(blocks.length).toBeGreaterThan(0);
      const types = await jsonLdTypes(document);
      expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', ...(route.jsonLdTypes ?? [])]));
      for (const link of await jsonLdLinks(document)) expect(link, 'structured-data URLs are absolute').toMatch(/^https?:\/\//);
    });

    // A scan only reads the page, so the worker's one page serves every route.
    test('has no serious accessibility violations', async ({ sharedPage }) => {
      await sharedPage.goto(route.path);
      await expectNoSeriousAxeViolations(sharedPage);
    });
  });
}
