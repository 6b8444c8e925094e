import type { APIRequestContext, Page } from '@playwright/test';
import { jsonLdNodes, jsonLdTypes, type Html } from '../helpers/page-checks';
import { $$, byRole, byText, href, serverHtml, shown, single, text } from '../helpers/server-html';
import { expect, test } from '../helpers/shared-page';

const hub = '/ai-seo';
const schemaGuide = '/ai-seo/schema-for-ai-citation';
const eeatGuide = '/ai-seo/eeat-ai-trust-signals';
const overviews = '/ai-seo/ai-overviews';
const crawlability = '/ai-seo/llm-crawlability';
const allPages = [hub, schemaGuide, eeatGuide, overviews, crawlability];

const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const tocHrefs = (document: Document) =>
  byRole(document, 'navigation', { name: 'On this page' }).flatMap((nav) => byRole(nav, 'link').map((link) => link.getAttribute('href')));
const load = async (request: APIRequestContext, path: string) => (await serverHtml(request, path)).document;

/** Scrolls so that the element's top sits `px` below the viewport top. */
async function placeSectionAt(page: Page, id: string, px: number) {
  await page.evaluate(
    ([target, offset]) => {
      const element = document.getElementById(target)!;
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - offset, behavior: 'instant' });
    },
    [id, px] as const,
  );
  await expect.poll(() => page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id)).toBe(px);
}

async function activeTocItem(page: Page) {
  return toc(page).locator('a[aria-current="true"]').getAttribute('href');
}

/** Structured-data nodes of one @type, from every JSON-LD block on the page. */
const nodesOfType = async (html: Html, type: string) => (await jsonLdNodes(html)).filter((node) => node['@type'] === type);

test.describe('AI SEO hub', () => {
  test('has the sticky booking bar under the site header', async ({ page }) => {
    await page.goto(hub);
    const book = page.getByRole('link', { name: 'Book a GEO Strategy Session' }).first();
    await expect(book).toHaveAttribute('href', '/contact');
    await page.evaluate(() => window.scrollTo({ top: 2500, behavior: 'instant' }));
    await expect.poll(async () => (await book.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64);
    const box = await book.boundingBox();
    expect(box!.y).toBeLessThan(64 + 48);
  });

  test('has a breadcrumb Home › AI SEO Hub', async ({ request }) => {
    const breadcrumb = single(byRole(await load(request, hub), 'navigation', { name: 'Breadcrumb' }), 'breadcrumb');
    expect(href(single(byRole(breadcrumb, 'link', { name: 'Home' })))).toBe('/');
    expect(text(single($$(breadcrumb, '[aria-current="page"]')))).toBe('AI SEO Hub');
  });

  test('lists the five sections in its table of contents, each pointing at a real id', async ({ request }) => {
    const document = await load(request, hub);
    const hrefs = tocHrefs(document);
    expect(hrefs).toEqual(['#what-is-geo', '#eeat-authority', '#content-structure', '#technical-checklist', '#cluster-content']);
    for (const href of hrefs) expect($$(document, href!)).toHaveLength(1);
  });

  test('highlights a section once its top is within 100 px of the viewport top', async ({ page }) => {
    await page.goto(hub);
    await placeSectionAt(page, 'content-structure', 90);
    await expect.poll(() => activeTocItem(page)).toBe('#content-structure');

    await placeSectionAt(page, 'content-structure', 150);
    await expect.poll(() => activeTocItem(page)).toBe('#eeat-authority');

    await placeSectionAt(page, 'technical-checklist', 100);
    await expect.poll(() => activeTocItem(page)).toBe('#technical-checklist');
    await expect(toc(page).locator('a[aria-current="true"]')).toHaveCount(1);
  });

  test('following a contents link activates that section', async ({ page }) => {
    await page.goto(hub);
    await toc(page).getByRole('link', { name: 'Technical checklist' }).click();
    await expect(page).toHaveURL(/#technical-checklist$/);
    await expect.poll(() => activeTocItem(page)).toBe('#technical-checklist');
  });

  test('schema accordion keeps one item open and collapses the open one', async ({ page }) => {
    await page.goto(hub);
    const trigger = (id: string) => page.locator(`#${id}-trigger`);
    const panel = (id: string) => page.locator(`#${id}-panel`);
    for (const id of ['faq-schema', 'howto-schema', 'localbusiness-schema', 'service-schema']) {
      await expect(trigger(id)).toHaveAttribute('aria-controls', `${id}-panel`);
      await expect(panel(id)).toHaveAttribute('role', 'region');
    }

    // A: open it if it is not (the first item starts open).
    if ((await trigger('faq-schema').getAttribute('aria-expanded')) !== 'true') await trigger('faq-schema').click();
    await expect(panel('faq-schema')).toBeVisible();

    await trigger('howto-schema').click();
    await expect(trigger('howto-schema')).toHaveAttribute('aria-expanded', 'true');
    await expect(panel('howto-schema')).toBeVisible();
    await expect(trigger('faq-schema')).toHaveAttribute('aria-expanded', 'false');
    await expect(panel('faq-schema')).toBeHidden();

    await trigger('howto-schema').click();
    await expect(page.locator('[id$="-schema-trigger"][aria-expanded="true"]')).toHaveCount(0);
    await expect(panel('howto-schema')).toBeHidden();
  });

  test('schema accordion works from the keyboard', async ({ page }) => {
    await page.goto(hub);
    const trigger = page.locator('#service-schema-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#service-schema-panel')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.locator('#localbusiness-schema-trigger').focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#localbusiness-schema-panel')).toBeVisible();
  });

  test('closed accordion panels are still in the server HTML', async ({ request }) => {
    const html = await (await request.get(hub)).text();
    expect(html).toContain('id="service-schema-panel"');
    expect(html).toContain('hasOfferCatalog');
  });

  test('links to the four guides, the contact CTA and the floating expert button', async ({ page }) => {
    await page.goto(hub);
    const cluster = page.locator('#cluster-content');
    for (const [name, href] of [
      ['Schema Markup for AI Citation', schemaGuide],
      ['E-E-A-T Trust Signals for AI Search', eeatGuide],
      ['Google AI Overviews Playbook', overviews],
      ['LLM Crawlability Checklist', crawlability],
    ] as const) {
      await expect(cluster.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.locator('section[aria-labelledby="ai-seo-contact"]').getByRole('link', { name: 'Book a GEO Strategy Session' })).toHaveAttribute('href', '/contact');

    // From 1024 px it rides in the sticky contents column; on a phone it is fixed in the corner.
    const floating = page.getByRole('link', { name: 'Ask Our AI SEO Expert' });
    await expect(floating).toHaveAttribute('href', '/contact');
    expect(await floating.evaluate((element) => getComputedStyle(element.parentElement!).position)).toBe('sticky');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(floating).toHaveAttribute('href', '/contact');
    expect(await floating.evaluate((element) => getComputedStyle(element.parentElement!).position)).toBe('fixed');
  });

  for (const width of [1024, 1280, 1440]) {
    test(`the floating expert button never covers the article's text at ${width} px`, async ({ page }) => {
      await page.goto(hub);
      // The layout answers a resize as it answers a first load at that width (CSS only).
      await page.setViewportSize({ width, height: 800 });
      const floating = page.getByRole('link', { name: 'Ask Our AI SEO Expert' });
      const end = await page.evaluate(() => document.getElementById('ai-seo-contact')!.getBoundingClientRect().top + window.scrollY);
      let checked = 0;
      for (let y = 0; y < end; y += 350) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        if (!(await floating.isVisible())) continue;
        const button = (await floating.boundingBox())!;
        // Text the button would sit on: any of the article's words, its contents included.
        const covered = await page.locator('article').evaluate((article, box) => {
          const hits: string[] = [];
          for (const el of article.querySelectorAll('h1, h2, h3, h4, p, li, dt, dd, pre, td, th, summary, blockquote')) {
            const r = el.getBoundingClientRect();
            if (r.width && r.right > box.x && r.left < box.x + box.width && r.bottom > box.y && r.top < box.y + box.height) hits.push(el.textContent!.slice(0, 40));
          }
          return hits;
        }, button);
        expect(covered, `scrolled to ${y}`).toEqual([]);
        checked++;
      }
      expect(checked).toBeGreaterThan(5);
    });
  }

  test('carries Article, FAQPage and BreadcrumbList structured data', async ({ request }) => {
    const document = await load(request, hub);
    expect(await jsonLdTypes(document)).toEqual(expect.arrayContaining(['Article', 'FAQPage', 'BreadcrumbList']));
    const [article] = await nodesOfType(document, 'Article');
    expect(article).toMatchObject({ datePublished: '2024-10-02', dateModified: '2024-10-02' });
  });
});

test.describe('schema guide', () => {
  test('has the guides sub-navigation and a breadcrumb', async ({ request }) => {
    const document = await load(request, schemaGuide);
    const subnav = single(byRole(document, 'navigation', { name: 'AI SEO guides' }), 'guides navigation');
    for (const [name, target] of [
      ['GEO Hub', hub],
      ['Schema Guide', schemaGuide],
      ['E-E-A-T Signals', eeatGuide],
      ['AI Overviews', overviews],
    ] as const) {
      expect(href(single(byRole(subnav, 'link', { name })))).toBe(target);
    }
    expect(single(byRole(subnav, 'link', { name: 'Schema Guide' })).getAttribute('aria-current')).toBe('page');
    const breadcrumb = single(byRole(document, 'navigation', { name: 'Breadcrumb' }), 'breadcrumb');
    expect(byRole(breadcrumb, 'link').map(text)).toEqual(['Home', 'AI SEO Hub']);
    expect(text(single($$(breadcrumb, '[aria-current="page"]')))).toBe('Schema for AI Citation');
  });

  test('lists its contents in order, each pointing at a real id', async ({ request }) => {
    const document = await load(request, schemaGuide);
    const hrefs = tocHrefs(document);
    expect(hrefs).toEqual(['#intro', '#localbusiness', '#service', '#faq-howto', '#eeat-toolkit', '#common-errors']);
    for (const href of hrefs) expect($$(document, href!)).toHaveLength(1);
  });

  test('highlights the last section whose top is at or above scrollY + 200', async ({ page }) => {
    await page.goto(schemaGuide);
    await placeSectionAt(page, 'service', 190);
    await expect.poll(() => activeTocItem(page)).toBe('#service');

    await placeSectionAt(page, 'service', 210);
    await expect.poll(() => activeTocItem(page)).toBe('#localbusiness');

    const { scrollY, top } = await page.evaluate(() => ({
      scrollY: window.scrollY,
      top: document.getElementById('service')!.getBoundingClientRect().top + window.scrollY,
    }));
    expect(top).toBeGreaterThan(scrollY + 200);
  });

  test('every JSON-LD example parses as JSON', async ({ request }) => {
    const samples = $$(await load(request, schemaGuide), '[data-jsonld-example] pre code').map((code) => code.textContent ?? '');
    expect(samples.length).toBeGreaterThanOrEqual(5);
    for (const sample of samples) {
      const parsed = JSON.parse(sample) as Record<string, unknown>;
      expect(parsed['@context']).toBe('https://schema.org');
    }
  });

  test('copy buttons put the sample on the clipboard', async ({ page, context }) => {
    await page.goto(schemaGuide);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('#example-localbusiness');
    const button = block.getByRole('button', { name: /^Copy / });
    await expect(button).toHaveText('Copy');
    await button.click();
    await expect(button).toHaveText('Copied');
    await expect(block.getByRole('status')).toHaveText(/copied to clipboard/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator('pre code').textContent());
    expect(JSON.parse(copied)).toMatchObject({ '@type': 'RoofingContractor' });
    await expect(button).toHaveText('Copy', { timeout: 5000 });
  });

  test('links to /contact and /ai-seo', async ({ request }) => {
    const cta = single($$(await load(request, schemaGuide), 'section[aria-labelledby="guide-cta"]'));
    expect(href(single(byRole(cta, 'link', { name: 'Request a Schema Audit' })))).toBe('/contact');
    expect(href(single(byRole(cta, 'link', { name: 'Back to the AI SEO Hub' })))).toBe('/ai-seo');
  });

  test('carries Article, FAQPage, BreadcrumbList and a 30-minute HowTo', async ({ request }) => {
    const page = await load(request, schemaGuide);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'FAQPage', 'BreadcrumbList', 'HowTo']));
    expect((await nodesOfType(page, 'HowTo'))[0]).toMatchObject({ totalTime: 'PT30M' });
    expect((await nodesOfType(page, 'Article'))[0]).toMatchObject({ datePublished: '2024-10-02', dateModified: '2024-10-02' });
  });
});

test.describe('trust-signals guide', () => {
  test('has the pillar sections and the citation material', async ({ request }) => {
    const document = await load(request, eeatGuide);
    for (const id of ['intro', 'experience', 'expertise', 'authority', 'trust', 'llm-amplification', 'formatting-rules', 'citation-checklist']) {
      expect($$(document, `section#${id}`)).toHaveLength(1);
    }
    expect($$(document, '#authority h2').map(text)).toEqual(['Pillar 3: Authoritativeness']);
    expect($$(document, '#trust h2').map(text)).toEqual(['Pillar 4: Trustworthiness']);
  });

  test('closes with a CTA and related cards', async ({ request }) => {
    const document = await load(request, eeatGuide);
    const cta = single($$(document, 'section[aria-labelledby="guide-cta"]'));
    expect(href(single(byRole(cta, 'link', { name: 'Book a Trust-Signal Review' })))).toBe('/contact');
    expect(href(single(byRole(cta, 'link', { name: 'Explore the AI SEO Hub' })))).toBe('/ai-seo');
    const related = single($$(document, 'section[aria-labelledby="guide-related-title"]'));
    const hrefs = byRole(related, 'link').map(href);
    expect(hrefs).toEqual([schemaGuide, hub, overviews]);
  });

  test('carries Article, BreadcrumbList and a 30-day HowTo', async ({ request }) => {
    const page = await load(request, eeatGuide);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'HowTo']));
    expect((await nodesOfType(page, 'HowTo'))[0]).toMatchObject({ totalTime: 'P30D' });
    expect((await nodesOfType(page, 'Article'))[0]).toMatchObject({ datePublished: '2024-10-02', dateModified: '2024-10-02' });
  });
});

test.describe('AI Overviews guide', () => {
  test('states the spec’s claims and the four-week plan', async ({ request }) => {
    const document = await load(request, overviews);
    const copy = text(single($$(document, 'article')));
    for (const claim of [
      '15-20% of Google searches',
      '65% increase in branded profile views',
      '3.2x citation growth in 90 days',
      '89% of target queries trigger citations',
      '30-day, four-week co-citation plan',
    ]) {
      expect(copy).toContain(claim);
    }
    const plan = single($$(document, '#co-citation'));
    for (const week of ['Week 1', 'Week 2', 'Week 3', 'Week 4']) expect(byText(plan, week, { exact: true }).filter(shown)).toHaveLength(1);
    expect($$(document, '#protocol ol > li')).toHaveLength(3);
  });

  test('has the breadcrumb, sections, audit CTA and related links', async ({ request }) => {
    const document = await load(request, overviews);
    expect(text(single($$(single(byRole(document, 'navigation', { name: 'Breadcrumb' })), '[aria-current="page"]')))).toBe('AI Overviews Playbook');
    for (const id of ['protocol', 'local-seo', 'schema', 'results', 'answer-targets']) expect($$(document, `section#${id}`)).toHaveLength(1);
    const cta = single($$(document, 'section[aria-labelledby="guide-cta"]'));
    expect(href(single(byRole(cta, 'link', { name: 'Request an AI Overviews Audit' })))).toBe('/contact');
    expect(href(single(byRole(cta, 'link', { name: 'See Client Case Studies' })))).toBe('/case-studies');
    expect(byRole(single($$(document, 'section[aria-labelledby="guide-related-title"]')), 'link')).toHaveLength(3);
  });

  test('carries Article and BreadcrumbList', async ({ request }) => {
    const page = await load(request, overviews);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    expect((await nodesOfType(page, 'Article'))[0]).toMatchObject({ datePublished: '2024-10-02', dateModified: '2024-10-02' });
  });
});

test.describe('LLM crawlability guide', () => {
  // Read-only, but whether the image loaded takes a browser.
  test('has a described hero image with fixed dimensions', async ({ sharedPage: page }) => {
    await page.goto(crawlability);
    const image = page.locator('article header img');
    await expect(image).toHaveAttribute('alt', /crawlers/);
    await expect(image).toHaveAttribute('width', '560');
    await expect(image).toHaveAttribute('height', '420');
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  });

  test('has four phase cards with checklists', async ({ request }) => {
    const phases = $$(await load(request, crawlability), '#audit ol > li');
    expect(phases).toHaveLength(4);
    for (const [index, phase] of phases.entries()) {
      expect(byText(phase, `Phase ${index + 1}`, { exact: true }).filter(shown)).toHaveLength(1);
      expect($$(phase, 'ul > li').length).toBeGreaterThanOrEqual(5);
    }
  });

  test('download button sends the browser to /contact', async ({ page }) => {
    await page.goto(crawlability);
    const download = page.locator('[data-download-block]').getByRole('link', { name: 'Get the Crawlability Checklist' });
    await expect(download).toHaveAttribute('href', '/contact');
    await download.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('has related links and a final CTA to /contact', async ({ request }) => {
    const page = await load(request, crawlability);
    expect(byRole(single($$(page, 'section[aria-labelledby="guide-related-title"]')), 'link')).toHaveLength(3);
    expect(href(single(byRole(single($$(page, 'section[aria-labelledby="guide-cta"]')), 'link', { name: 'Book a Crawlability Audit' })))).toBe('/contact');
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });
});

test.describe('every AI SEO page', () => {
  for (const path of allPages) {
    // innerText counts only the words a reader is shown, which takes a browser's layout.
    test(`${path} has at least 1,500 words of article copy`, async ({ sharedPage: page }) => {
      await page.goto(path);
      // Code samples are left out so the figure counts prose only.
      const words = await page.locator('article').evaluate((article) => {
        const copy = article.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('pre').forEach((pre) => pre.remove());
        document.body.append(copy);
        const text = copy.innerText;
        copy.remove();
        return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      });
      expect(words).toBeGreaterThanOrEqual(1500);
    });

    test(`${path} contents links all point at existing ids`, async ({ request }) => {
      const document = await load(request, path);
      const hrefs = tocHrefs(document);
      expect(hrefs.length).toBeGreaterThanOrEqual(5);
      for (const href of hrefs) {
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        expect($$(document, `section${href}`)).toHaveLength(1);
      }
    });
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of allPages) {
    test(`${path} has no horizontal overflow`, async ({ sharedPhonePage: page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the floating expert button steps aside at the contact CTA', async ({ page }) => {
    await page.goto(hub);
    const floating = page.getByRole('link', { name: 'Ask Our AI SEO Expert' });
    await expect(floating).toBeVisible();
    const box = await floating.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.locator('#ai-seo-contact').scrollIntoViewIfNeeded();
    await expect(floating).toBeHidden();
  });
});

test.describe('/llms.txt', () => {
  test('serves markdown with the site name, a summary and absolute URLs of the AI SEO pages', async ({ request, baseURL }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Brightline Growth');
    expect(lines.some((line) => /^> \S/.test(line))).toBe(true);
    for (const path of allPages) expect(text).toContain(`(${new URL(path, baseURL).toString()})`);
    expect(text).toContain(`(${new URL('/contact', baseURL).toString()})`);
    expect(text).toMatch(/^## Services$/m);
  });
});
