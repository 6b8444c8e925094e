import { expect, test } from '@playwright/test';
import { site } from '../../content/site';
import { team } from '../../content/team';
import { expectNoSeriousAxeViolations, jsonLdBlocks } from '../helpers/page-checks';

// Seeded posts (supabase/seed.sql) by the founder, newest first; the fifth is a draft.
const foundersPosts = [
  { slug: 'speed-to-lead-emergency-home-services' },
  { slug: 'how-google-ai-overviews-choose-sources' },
  { slug: 'florida-storm-season-marketing-playbook' },
  { slug: 'case-study-tampa-tree-service-helene-milton' },
];
const founder = team.find((member) => member.name === site.founder.name)!;
const priya = team.find((member) => member.name === 'Priya Raman')!;

type Node = Record<string, unknown>;
const graphNodes = async (page: Parameters<typeof jsonLdBlocks>[0]) =>
  (await jsonLdBlocks(page)).flatMap((block) => ((block as { '@graph'?: Node[] })['@graph'] ?? [block]) as Node[]);

test.describe('author pages', () => {
  test("list the author's published posts, newest first, with their profile", async ({ page, baseURL }) => {
    const response = await page.goto(`/blog/author/${founder.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(founder.name);
    await expect(page.getByText(founder.role, { exact: true })).toBeVisible();
    await expect(page.getByText(founder.bio)).toBeVisible();
    const profiles = page.getByRole('list', { name: 'Profiles elsewhere' }).getByRole('link');
    await expect(profiles).toHaveCount(founder.profiles.length);
    await expect(profiles.first()).toHaveAttribute('href', founder.profiles[0]!.href);

    const cards = page.locator('main article');
    await expect(cards).toHaveCount(foundersPosts.length);
    for (const [index, post] of foundersPosts.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    await expect(page.locator('main')).not.toContainText('Hurricane Season Retrospective');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 1 of 1');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/blog/author/${founder.slug}`);
    await expectNoSeriousAxeViolations(page);
  });

  test('carry valid Person JSON-LD naming the agency as employer', async ({ page, baseURL, request }) => {
    await page.goto(`/blog/author/${founder.slug}`);
    const nodes = await graphNodes(page);
    const person = nodes.find((node) => node['@type'] === 'Person' && node['@id'] === `${baseURL}/blog/author/${founder.slug}#person`);
    expect(person).toMatchObject({
      name: founder.name,
      jobTitle: founder.role,
      url: `${baseURL}/blog/author/${founder.slug}`,
      sameAs: founder.profiles.map((profile) => profile.href),
      worksFor: { '@id': `${baseURL}/#organization` },
    });
    // The employer is the site-wide Organization node, on this page too.
    expect(nodes.find((node) => node['@id'] === `${baseURL}/#organization`)).toMatchObject({ '@type': 'Organization', name: site.name });
    expect(nodes.find((node) => node['@type'] === 'ProfilePage')).toMatchObject({ mainEntity: { '@id': person!['@id'] } });
    const image = await request.get(new URL(person!.image as string).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/svg+xml');
  });

  test('a team member without posts still has a page, saying so', async ({ page }) => {
    const response = await page.goto(`/blog/author/${priya.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(priya.name);
    await expect(page.getByText(`${priya.name} has not published on the blog yet.`)).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);
  });

  test('unknown authors and pages past the last are 404s', async ({ request }) => {
    for (const path of ['/blog/author/nobody', `/blog/author/${founder.slug}/page/2`, `/blog/author/${founder.slug}/page/0`, '/blog/author/nobody/avatar.svg']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    const first = await request.get(`/blog/author/${founder.slug}/page/1`, { maxRedirects: 0 });
    expect(first.status()).toBe(308);
    expect(first.headers().location).toBe(`/blog/author/${founder.slug}`);
  });

  test('are in the sitemap', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const member of team) expect(xml).toContain(`<loc>${baseURL}/blog/author/${member.slug}</loc>`);
  });
});

test.describe('bylines', () => {
  test("a team member's post links to their author page and names their Person by @id", async ({ page, baseURL }) => {
    await page.goto(`/blog/${foundersPosts[1]!.slug}`);
    const byline = page.locator('article header').getByRole('link', { name: founder.name });
    await expect(byline).toHaveAttribute('href', `/blog/author/${founder.slug}`);
    const posting = (await graphNodes(page)).find((node) => node['@type'] === 'BlogPosting');
    expect(posting?.author).toEqual({
      '@type': 'Person',
      '@id': `${baseURL}/blog/author/${founder.slug}#person`,
      name: founder.name,
      url: `${baseURL}/blog/author/${founder.slug}`,
    });
    await byline.click();
    await expect(page).toHaveURL(`${baseURL}/blog/author/${founder.slug}`);
  });

  test("anyone else's post keeps a plain byline", async ({ page }) => {
    await page.goto('/blog/local-services-ads-vs-search-ads');
    await expect(page.locator('article header')).toContainText(`By ${site.name}`);
    await expect(page.locator('article header').getByRole('link', { name: site.name })).toHaveCount(0);
  });
});
