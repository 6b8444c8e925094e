import { expect, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { setSessionCookie } from '../helpers/admin';
import { expectNoSeriousAxeViolations, jsonLdBlocks } from '../helpers/page-checks';

const panel = (page: Page) => page.getByRole('region', { name: 'AI citation readiness' });
const rule = (page: Page, name: string) => panel(page).getByRole('listitem').filter({ hasText: name });
const passed = async (page: Page) => Number((await panel(page).getByText(/^\d+ of 10 checks pass$/).textContent())!.split(' ')[0]);

test('the GEO panel follows the draft as it is written', async ({ page, context, ownerSession }) => {
  await setSessionCookie(context, ownerSession);
  await page.goto('/admin/posts/new');
  await expect(rule(page, 'Question headings')).toHaveCount(1);

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Storm marketing for roofers');
  const opening = 'Storm marketing for roofers means ads that start when the weather turns, and stop when crews are booked.';
  await page.locator('#post-content').fill(`${opening}\n\n## Our approach\n\nWe plan ahead.`);
  // The opening answers the title: the panel has caught up with this text.
  await expect(rule(page, 'Answer first')).toContainText('Passes: Answer first');
  await expect(rule(page, 'Question headings')).toContainText('Needs work: Question headings');
  const before = await passed(page);

  await page.locator('#post-content').fill(`${opening}\n\n## How fast should storm ads go live?\n\nWithin hours of the warning.`);
  await expect(rule(page, 'Question headings')).toContainText('Passes: Question headings');
  await expect(rule(page, 'Question headings')).toContainText('H2/H3 headings phrased as questions: 1 of 1.');
  await expect(panel(page).getByText(/^\d+ of 10 checks pass$/)).toHaveText(`${before + 1} of 10 checks pass`);

  // Skipping a level is named as it happens, and the count goes back down.
  await page.locator('#post-content').fill(`${opening}\n\n## How fast should storm ads go live?\n\n#### Day one\n\nWithin hours of the warning.`);
  await expect(rule(page, 'Heading order')).toContainText('“Day one” jumps from H2 to H4');
  await expect(panel(page).getByText(/^\d+ of 10 checks pass$/)).toHaveText(`${before} of 10 checks pass`);

  await expectNoSeriousAxeViolations(page, 'section[aria-labelledby="geo-title"]');
});

/** The JavaScript a page loads, as text. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}

test('the panel’s code loads in the editor and nowhere on a public post', async ({ page, context, ownerSession }) => {
  const marker = 'AI citation readiness';
  const post = await scriptsOf(page, '/blog/how-google-ai-overviews-choose-sources');
  expect(post.length).toBeGreaterThan(0);
  expect(post.filter((body) => body.includes(marker))).toEqual([]);

  await setSessionCookie(context, ownerSession);
  const editor = await scriptsOf(page, '/admin/posts/new');
  expect(editor.some((body) => body.includes(marker))).toBe(true);
});

type Question = { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } };
type Node = { '@type'?: string; '@id'?: string; mainEntity?: Question[] };

async function faqNodes(page: Page): Promise<Node[]> {
  const blocks = (await jsonLdBlocks(page)) as { '@graph'?: Node[] }[];
  return blocks.flatMap((block) => block['@graph'] ?? [block as Node]).filter((node) => node['@type'] === 'FAQPage');
}

test('a seeded post’s FAQ section is FAQPage structured data whose questions are its FAQ headings', async ({ page }) => {
  const slug = 'how-google-ai-overviews-choose-sources';
  await page.goto(`/blog/${slug}`);
  const [faq, ...others] = await faqNodes(page);
  expect(others).toEqual([]);
  expect(faq?.['@id']).toMatch(new RegExp(`^https?://[^/]+/blog/${slug}#faq$`));

  // The h3s between the article's "FAQ" h2 and the next h2, as a reader sees them.
  const headings = await page.locator('.prose-body').evaluate((body) => {
    const start = [...body.querySelectorAll('h2')].find((h2) => h2.textContent?.trim() === 'FAQ');
    const questions: string[] = [];
    for (let el = start?.nextElementSibling; el && el.tagName !== 'H2'; el = el.nextElementSibling) {
      if (el.tagName === 'H3') questions.push(el.textContent!.trim());
    }
    return questions;
  });
  expect(headings.length).toBeGreaterThanOrEqual(3);
  expect(faq!.mainEntity!.map((question) => question.name)).toEqual(headings);

  const article = (await page.locator('.prose-body').textContent())!.replace(/\s+/g, ' ');
  for (const question of faq!.mainEntity!) {
    expect(question['@type']).toBe('Question');
    expect(question.acceptedAnswer['@type']).toBe('Answer');
    // Plain text, and the words on the page.
    expect(question.acceptedAnswer.text).not.toMatch(/[<>`*]|\]\(/);
    expect(article).toContain(question.acceptedAnswer.text.split('\n')[0]);
  }
});

test('a post without an FAQ section has no FAQPage', async ({ page }) => {
  await page.goto('/blog/local-services-ads-vs-search-ads');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await faqNodes(page)).toEqual([]);
});
