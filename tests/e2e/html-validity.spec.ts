import { expect, test } from '@playwright/test';
import { e2eRoutes, unlistedPages } from './routes';
import { checkHtml, formatHtmlError } from '../helpers/html-validator';

/** Every route the e2e suite visits, so a page added to that list is checked here too. */
const pages = [...e2eRoutes.map((route) => ({ path: route.path, status: 200 })), ...unlistedPages];

test.describe('valid HTML (W3C Nu HTML Checker)', () => {
  test(`the server HTML of ${pages.length} pages has no errors`, async ({ request }) => {
    // One JVM for every page; on 2 shared cores it needs more than the default 45 s.
    test.setTimeout(180_000);
    const fetched = [];
    for (const { path, status } of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      fetched.push({ name: path, html: await response.text() });
    }
    const errors = await checkHtml(fetched);
    expect(errors.map(formatHtmlError), `${errors.length} HTML errors`).toEqual([]);
  });

  test('the check fails a page with a duplicate id, and allows only the framework’s action=""', async () => {
    test.setTimeout(120_000);
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fixture</title></head>
<body>
<form action="" method="POST"><label for="email">Email</label><input id="email" name="email"></form>
<p id="email">The same id again.</p>
</body></html>`;
    const errors = await checkHtml([{ name: '/fixture', html }]);
    expect(errors.map(formatHtmlError)).toEqual([expect.stringMatching(/^\/fixture 5:\d+ Duplicate ID “email”\. — /)]);
  });
});
