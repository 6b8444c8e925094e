import { site } from '../../content/site';
import { team } from '../../content/team';
import { expectNoSeriousAxeViolations, jsonLdBlocks } from '../helpers/page-checks';
import { $$, byRole, byText, serverHtml, shown, single, text } from '../helpers/server-html';
import { expect, test } from '../helpers/shared-page';

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
  test("list the author's published posts, newest first, with their profile", async ({ request, baseURL }) => {
    const { response, document } = await serverHtml(request, `/blog/author/${founder.slug}`);
    expect(response.status()).toBe(200);
    expect(byRole(document, 'heading', { level: 1 }).map(text)).toEqual([founder.name]);
    expect(byText(document, founder.role, { exact: true }).filter(shown)).toHaveLength(1);
    expect(byText(document, founder.bio).filter(shown)).toHaveLength(1);
    const profiles = byRole(single(byRole(document, 'list', { name: 'Profiles elsewhere' })), 'link');
    expect(profiles).toHaveLength(founder.profiles.length);
    expect(profiles[0]?.getAttribute('href')).toBe(founder.profiles[0]!.href);

    const cards = $$(document, 'main article');
    expect(cards).toHaveLength(foundersPosts.length);
    for (const [index, post] of foundersPosts.entries()) {
      expect(byRole(single(byRole(cards[index]!, 'heading', { level: 2 })), 'link').map((link) => link.getAttribute('href'))).toEqual([`/blog/${post.slug}`]);
    }
    expect(text(document.querySelector('main'))).not.toContain('Hurricane Season Retrospective');
    expect(text(single(byRole(document, 'navigation', { name: 'Pagination' })))).toContain('Page 1 of 1');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${baseURL}/blog/author/${founder.slug}`);
  });

  test('have no serious accessibility violations', async ({ sharedPage }) => {
    await sharedPage.goto(`/blog/author/${founder.slug}`);
    await expectNoSeriousAxeViolations(sharedPage);
  });

  test('carry valid Person JSON-LD naming the agency as employer', async ({ baseURL, request }) => {
    const { document } = await serverHtml(request, `/blog/author/${founder.slug}`);
    const nodes = await graphNodes(document);
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

  test('a team member without posts still has a page, saying so', async ({ request }) => {
    const { response, document } = await serverHtml(request, `/blog/author/${priya.slug}`);
    expect(response.status()).toBe(200);
    expect(byRole(document, 'heading', { level: 1 }).map(text)).toEqual([priya.name]);
    expect(byText(document, `${priya.name} has not published on the blog yet.`).filter(shown)).toHaveLength(1);
    expect($$(document, 'main article')).toHaveLength(0);
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

  test("anyone else's post keeps a plain byline", async ({ request }) => {
    const { document } = await serverHtml(request, '/blog/local-services-ads-vs-search-ads');
    const header = single($$(document, 'article header'), 'article header');
    expect(text(header)).toContain(`By ${site.name}`);
    expect(byRole(header, 'link', { name: site.name })).toHaveLength(0);
  });
});
