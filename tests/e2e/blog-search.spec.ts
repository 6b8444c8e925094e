import { expect, test } from '@playwright/test';
import { blogCategories } from '../../content/blog';
import { excerptLines, expectNoSeriousAxeViolations } from '../helpers/page-checks';

// Seeded posts (supabase/seed.sql): a published case study and an unpublished retrospective
// that both mention Helene.
const publishedTitle = 'Case Study: A Tampa Bay Tree Service Through Helene and Milton';
const draftSlug = '2026-hurricane-season-retrospective';

test.describe('/blog/search', () => {
  test('the sidebar box finds a published post without JavaScript, highlights the match and hides drafts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    const box = page.getByRole('search', { name: 'Search the Blog' });
    await box.getByRole('searchbox', { name: 'Search articles' }).fill('Helene');
    await box.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=Helene$/);

    const results = page.getByRole('region', { name: 'Search results' });
    const card = results.locator('article').filter({ has: page.getByRole('heading', { name: publishedTitle }) });
    await expect(card).toHaveCount(1);
    await expect(card.locator('mark').first()).toHaveText(/^Helene$/i);
    await expect(page.locator(`a[href="/blog/${draftSlug}"]`)).toHaveCount(0);
    // Words only the draft uses find nothing.
    await page.goto('/blog/search?q=retrospective');
    await expect(page.getByRole('heading', { name: 'No posts match "retrospective"' })).toBeVisible();
    await expect(page.locator(`a[href="/blog/${draftSlug}"]`)).toHaveCount(0);
    await context.close();
  });

  test('is noindex, keeps the query in the box and passes axe', async ({ page }) => {
    await page.goto('/blog/search?q=storm+ads');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('storm ads');
    await expect(page.getByRole('region', { name: 'Search results' }).locator('article').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('finds the parts of joined words: robots in robots.txt', async ({ page }) => {
    for (const query of ['robots', 'crawlability robots']) {
      await page.goto(`/blog/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('region', { name: 'Search results' }).locator('a[href="/blog/llm-crawlability-checklist"]').first()).toBeVisible();
    }
  });

  test('each result shows at most three lines of its excerpt, whatever the card beside it', async ({ page }) => {
    await page.goto('/blog/search?q=storm');
    const lines = await excerptLines(page);
    expect(lines.length).toBeGreaterThan(2);
    for (const count of lines) expect(count).toBeLessThanOrEqual(3);
  });

  test('an empty query asks for one; no hits links to every topic', async ({ page }) => {
    await page.goto('/blog/search');
    await expect(page.getByText('Type a word or phrase in the search box')).toBeVisible();
    await page.goto('/blog/search?q=%20%20');
    await expect(page.getByText('Type a word or phrase in the search box')).toBeVisible();

    await page.goto('/blog/search?q=xylophone+zebra');
    await expect(page.getByRole('heading', { name: 'No posts match "xylophone zebra"' })).toBeVisible();
    for (const category of blogCategories) {
      await expect(page.getByRole('main').getByRole('link', { name: category.title, exact: true }).first()).toHaveAttribute(
        'href',
        `/blog/category/${category.slug}`,
      );
    }
  });

  test('pages results with ?page=n like the list pages', async ({ page, request }) => {
    // Matches 11 of the seeded posts: two pages.
    const query = 'storm+or+seo+or+ai+or+ads+or+marketing';
    await page.goto(`/blog/search?q=${query}`);
    const status = await page.getByRole('region', { name: 'Search results' }).getByRole('status').innerText();
    const total = Number(status.match(/^(\d+)/)?.[1]);
    expect(total).toBeGreaterThan(10);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toContainText(`Page 1 of ${Math.ceil(total / 10)}`);
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/search\\?q=${query.replace(/\+/g, '\\+')}&page=2$`));
    await expect(pager).toContainText('Page 2 of');
    await expect(page.getByRole('region', { name: 'Search results' }).locator('article')).toHaveCount(Math.min(10, total - 10));
    expect((await request.get(`/blog/search?q=${query}&page=999`)).status()).toBe(404);
    expect((await request.get(`/blog/search?q=${query}&page=abc`)).status()).toBe(404);
  });

  test('hostile queries get results or a clear message, never a server error', async ({ request }) => {
    const hostile = [
      "'; drop table blog_posts; --",
      '" OR 1=1 --',
      '!!! & | <-> :* ( ) \\',
      '"unbalanced',
      '-storm',
      'storm -',
      '<script>alert(1)</script>',
      '%00',
      '\u0000storm',
      'Ünïcødé 🌀',
      'a'.repeat(10_240),
    ];
    for (const q of hostile) {
      const response = await request.get(`/blog/search?q=${encodeURIComponent(q)}`);
      expect(response.status(), q.slice(0, 40)).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html, q.slice(0, 40)).toMatch(/posts? match|No posts match|That search is too long|Type a word or phrase/);
    }
    const long = await (await request.get(`/blog/search?q=${'a'.repeat(10_240)}`)).text();
    expect(long).toContain('That search is too long. Please use at most 200 characters.');
  });
});
