import { expect, test } from '@playwright/test';
import { e2eRoutes, unlistedPages, type UnlistedPage } from './routes';
import { checkHtml, formatHtmlError } from '../helpers/html-validator';
import { signIn } from '../helpers/admin';

/** Every route the e2e suite visits, so a page added to that list is checked here too. */
const pages: readonly UnlistedPage[] = [...e2eRoutes.map((route) => ({ path: route.path, status: 200 })), ...unlistedPages];

test.describe('valid HTML (W3C Nu HTML Checker)', () => {
  test(`the server HTML of ${pages.length} pages has no errors`, async ({ request, browser }) => {
    // One JVM for every page; on 2 shared cores it needs more than the default 45 s.
    test.setTimeout(180_000);
    // Signed-in pages are fetched by a signed-in browser; the response body is still the server's HTML.
    const admin = await browser.newContext();
    await signIn(admin);
    const tab = await admin.newPage();
    const fetch = async (path: string, signedIn = false) => {
      const response = signedIn ? await tab.goto(path) : await request.get(path);
      expect(response, path).not.toBeNull();
      return { status: response!.status(), html: await response!.text() };
    };
    let post: string | undefined;
    const fetched = [];
    for (const { path: pattern, status, signedIn } of pages) {
      if (pattern.includes('{post}')) post ??= (await fetch('/admin', true)).html.match(/\/admin\/posts\/([0-9a-f-]{36})\/edit/)?.[1];
      expect(post ?? !pattern.includes('{post}'), `a post to open for ${pattern}`).toBeTruthy();
      const path = pattern.replace('{post}', post ?? '');
      const { status: answered, html } = await fetch(path, signedIn);
      expect(answered, path).toBe(status);
      fetched.push({ name: signedIn ? `${path} (signed in)` : path, html });
    }
    await admin.close();
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
