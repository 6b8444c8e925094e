import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { seoPanelCopy as copy } from '../../content/seo-panel';
import { afterRefresh, setSessionCookie } from '../helpers/admin';
import { expectNoSeriousAxeViolations, jsonLdBlocks } from '../helpers/page-checks';

const toast = (page: Page, title: string, description: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })).toBeVisible();

const run = Date.now().toString(36);
const panel = (page: Page) => page.getByRole('region', { name: copy.title });
const searchPreview = (page: Page) => page.getByRole('figure', { name: copy.searchPreview.caption });
const socialPreview = (page: Page) => page.getByRole('figure', { name: copy.socialPreview.caption });

async function fillPost(page: Page, title: string, slug: string) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Excerpt').fill('A post whose search fields the SEO test sets.');
  await page.locator('#post-content').fill('## Body\n\nText.');
  // Tagged like every seeded post, so the dashboard suite's expectations hold while this runs.
  await page.getByLabel('Tags', { exact: true }).fill('seo');
  await page.getByLabel('Tags', { exact: true }).press('Enter');
  await page.getByLabel('Publish immediately').check();
}

async function openEditor(page: Page, title: string) {
  await page.goto('/admin');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
}

const text = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
};

test('the meta title is called what staff know from other tools, and every field has a name of its own', async ({ page, context, ownerSession }) => {
  await setSessionCookie(context, ownerSession);
  await page.goto('/admin/posts/new');
  await expect(page.getByRole('textbox', { name: 'Meta title', exact: true })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Meta description', exact: true })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveCount(1);
  await expect(page.getByText('Search headline')).toHaveCount(0);
  // Filling one field by its name never reaches another.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('The post title');
  await page.getByLabel('Meta title', { exact: true }).fill('The meta title');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('The post title');
  await expect(page.getByRole('textbox', { name: 'Meta title', exact: true })).toHaveValue('The meta title');
  // No two of the editor's fields share an accessible name.
  const names = await page.locator('main form').locator('input:not([type="hidden"]), textarea, select').evaluateAll((fields) =>
    fields.map((field) => {
      const labelled = (field as HTMLInputElement).labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '';
      return labelled.replace(/\s*\*$/, '').trim();
    }),
  );
  const named = names.filter(Boolean);
  expect(named).toContain('Meta title');
  expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
});

test.describe.serial('per-post search and social fields', () => {
  test.beforeEach(({ context, ownerSession }) => setSessionCookie(context, ownerSession));
  // Several saves and page loads through the editor.
  test.describe.configure({ timeout: 120_000 });

  const title = `E2E SEO Fields ${run}`;
  const slug = `e2e-seo-fields-${run}`;
  const metaTitle = `Storm ads that pay back in 48 hours ${run}`;
  const metaDescription = 'Weather-triggered campaigns for Florida roofers: what to launch before, during and after a named storm.';
  const canonical = `https://insights.example.com/storm-ads-${run}`;

  test('the panel previews as the editor types, refuses a non-https canonical and keeps what was typed', async ({ page }) => {
    await page.goto('/admin/posts/new');
    await fillPost(page, title, slug);
    await expect(searchPreview(page)).toContainText(`${title} | Brightline Growth`);
    await expect(searchPreview(page)).toContainText(`localhost:${new URL(page.url()).port} › blog › ${slug}`);
    await expect(searchPreview(page)).toContainText('A post whose search fields the SEO test sets.');
    await expect(socialPreview(page)).toContainText(copy.socialPreview.generated);

    const headline = page.getByLabel(copy.metaTitle.label, { exact: true });
    await headline.fill('x'.repeat(61));
    await expect(panel(page)).toContainText('61 of 60 characters');
    await expect(panel(page)).toContainText(copy.metaTitle.long);
    await expect(searchPreview(page)).toContainText(`${'x'.repeat(60)}…`);
    await headline.fill(metaTitle);
    await expect(panel(page)).not.toContainText(copy.metaTitle.long);
    await expect(searchPreview(page)).toContainText(metaTitle);
    await expect(socialPreview(page)).toContainText(metaTitle);

    await page.getByLabel(copy.metaDescription.label).fill('Too short.');
    await expect(panel(page)).toContainText(copy.metaDescription.short);
    await page.getByLabel(copy.metaDescription.label).fill(metaDescription);
    await expect(panel(page)).not.toContainText(copy.metaDescription.short);
    await expect(searchPreview(page)).toContainText(metaDescription);

    await page.getByLabel(copy.canonicalUrl.label).fill('http://insights.example.com/storm-ads');
    await page.getByLabel(copy.socialImageUrl.label).fill('/blog/default.svg');
    await expect(socialPreview(page).getByRole('img', { name: copy.socialPreview.imageAlt })).toBeVisible();
    await page.getByLabel(copy.noindex.label).check();
    await expect(searchPreview(page)).toContainText(copy.searchPreview.hidden);
    await expectNoSeriousAxeViolations(page, 'section[aria-labelledby="seo-panel-title"]');

    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.locator('#canonicalUrl-error')).toHaveText('Use a full https:// address, such as https://example.com/article, or leave it empty');
    await expect(page.getByLabel(copy.canonicalUrl.label)).toHaveAttribute('aria-invalid', 'true');
    await expect(headline).toHaveValue(metaTitle);
    await expect(page.getByLabel(copy.metaDescription.label)).toHaveValue(metaDescription);
    await expect(page.getByLabel(copy.socialImageUrl.label)).toHaveValue('/blog/default.svg');
    await expect(page.getByLabel(copy.noindex.label)).toBeChecked();

    await page.getByLabel(copy.canonicalUrl.label).fill(canonical);
    await expect(searchPreview(page)).toContainText(`insights.example.com › storm-ads-${run}`);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Success', 'Blog post created successfully');
  });

  test("the public post's head and BlogPosting carry the fields", async ({ page, baseURL }) => {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(metaTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', metaDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/blog/default.svg`);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', `${baseURL}/blog/default.svg`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', metaTitle);
    // The article itself still shows its own title.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const posting = JSON.stringify(await jsonLdBlocks(page));
    expect(posting).toContain(`"description":"${metaDescription}"`);
    expect(posting).toContain(`"mainEntityOfPage":"${canonical}"`);
  });

  test('emptied fields fall back to the title, excerpt, own URL and generated card', async ({ page, baseURL }) => {
    await openEditor(page, title);
    await expect(page.getByLabel(copy.metaTitle.label, { exact: true })).toHaveValue(metaTitle);
    for (const label of [copy.metaTitle.label, copy.metaDescription.label, copy.canonicalUrl.label, copy.socialImageUrl.label]) await page.getByLabel(label, { exact: true }).fill('');
    await page.getByLabel(copy.noindex.label).uncheck();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Success', 'Blog post updated successfully');

    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveTitle(`${title} | Brightline Growth`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'A post whose search fields the SEO test sets.');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/${slug}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', new RegExp(`/blog/${slug}/opengraph-image`));
  });

  test('the generated card is cached with the post and follows a change of its title', async ({ page, request }) => {
    await page.goto(`/blog/${slug}`);
    const image = new URL((await page.locator('meta[property="og:image"]').first().getAttribute('content'))!).pathname;
    const before = await (await request.get(image)).body();
    expect((await request.get(image)).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);

    await openEditor(page, title);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} renamed`);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Success', 'Blog post updated successfully');
    // The save expires the post's tags, under which the card is cached.
    await expect.poll(async () => Buffer.compare(await (await request.get(image)).body(), before) !== 0, afterRefresh).toBe(true);
  });
});

test.describe.serial('a noindex post', () => {
  test.beforeEach(({ context, ownerSession }) => setSessionCookie(context, ownerSession));
  test.describe.configure({ timeout: 120_000 });

  const title = `E2E Noindex ${run}`;
  const slug = `e2e-noindex-${run}`;

  test('is left out of the sitemap and llms.txt, and stays on /blog and in the feed', async ({ page, request }) => {
    await page.goto('/admin/posts/new');
    await fillPost(page, title, slug);
    await page.getByLabel(copy.noindex.label).check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Success', 'Blog post created successfully');

    expect(await text(request, '/sitemap.xml')).not.toContain(`/blog/${slug}<`);
    expect(await text(request, '/llms.txt')).not.toContain(`/blog/${slug})`);
    await expect.poll(() => text(request, '/blog'), afterRefresh).toContain(`/blog/${slug}"`);
    await expect.poll(() => text(request, '/blog/rss.xml'), afterRefresh).toContain(`/blog/${slug}</link>`);
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('comes back to the sitemap and llms.txt when noindex is cleared', async ({ page, request }) => {
    await openEditor(page, title);
    await page.getByLabel(copy.noindex.label).uncheck();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Success', 'Blog post updated successfully');
    await expect.poll(() => text(request, '/sitemap.xml'), afterRefresh).toContain(`/blog/${slug}</loc>`);
    await expect.poll(() => text(request, '/llms.txt'), afterRefresh).toContain(`/blog/${slug}):`);
  });
});

test('llms.txt is served from the incremental cache at its one address', async ({ request }) => {
  expect((await request.get('/llms.txt')).status()).toBe(200);
  // Posts saved by other workers expire llms.txt's tag at any moment; the page must then be cached again.
  await expect.poll(async () => (await request.get('/llms.txt')).headers()['x-nextjs-cache'], afterRefresh).toMatch(/^(HIT|STALE)$/);
  const internal = await request.get('/llms/llms.txt', { maxRedirects: 0 });
  expect(internal.status()).toBe(308);
  expect(internal.headers()['location']).toBe('/llms.txt');
});
