import { site } from '../../content/site';
import { expectHeadingOrder, jsonLdNodes, jsonLdTypes, meta } from '../helpers/page-checks';
import { $$, byRole, byTestId, byText, containing, headingLevels, href, serverHtml, shown, single, text } from '../helpers/server-html';
import { expect, test } from '../helpers/shared-page';
import type { APIRequestContext } from '@playwright/test';

/** The page's HTML as the server sends it, and its one main. */
async function load(request: APIRequestContext, path: string) {
  const { response, document } = await serverHtml(request, path);
  return { response, document, main: single(byRole(document, 'main'), 'main') };
}
const texts = (elements: Element[]) => elements.map(text);

test.describe('home /', () => {
  test('hero, sections, counts and links from the spec', async ({ request }) => {
    const { document, main } = await load(request, '/');
    expect(texts(byRole(document, 'heading', { level: 1 }))).toEqual(['Future-Proof Your Growth with AI SEO Consulting']);
    const book = byRole(main, 'link', { name: 'Book Your Strategy Session Now' });
    expect(href(book[0])).toBe('/contact');
    for (const link of book) expect(href(link)).toBe('/contact');

    expect(byTestId(document, 'capability-card')).toHaveLength(4);
    expect(byRole(document, 'heading', { level: 2, name: 'Old SEO Is Dead' })).toHaveLength(1);
    expect(byTestId(document, 'old-seo-card')).toHaveLength(3);

    const core = byTestId(document, 'core-service-card');
    expect(core).toHaveLength(4);
    for (const card of core) {
      expect(byText(card, 'Deliverables').filter(shown)).toHaveLength(1);
      expect($$(card, 'li').length).toBeGreaterThanOrEqual(3);
    }

    const chart = single(byTestId(document, 'analytics-chart'), 'analytics chart');
    const analytics = single($$(document, 'section').filter((section) => section.contains(chart)), 'analytics section');
    expect(shown(chart)).toBe(true);
    expect(href(single(byRole(analytics, 'link', { name: /audit/i })))).toBe('/contact');

    expect(byTestId(document, 'metric-card')).toHaveLength(4);
    expect(texts(byTestId(document, 'metric-value'))).toEqual(['350%', '$1.2M', '5x', '-40%']);
    expect(texts(byTestId(document, 'metric-card')).map((t) => t.toLowerCase())).toEqual(containing(['organic clicks', 'revenue', 'ai citations', 'content time']));

    expect(byTestId(document, 'advantage-card')).toHaveLength(3);
    expect(href(single(byRole(document, 'link', { name: 'Explore All 6 AI SEO Services', exact: true })))).toBe('/services');

    const closing = single($$(document, 'section[aria-labelledby="cta-heading"]'));
    expect(href(single(byRole(closing, 'link', { name: /Book Your Strategy Session Now/ })))).toBe('/contact');
    expectHeadingOrder(headingLevels(main));
  });

  test('ProfessionalService structured data points at the organization', async ({ request }) => {
    const { document } = await serverHtml(request, '/');
    expect(await jsonLdTypes(document)).toEqual(expect.arrayContaining(['ProfessionalService', 'Service']));
    const nodes = await jsonLdNodes(document);
    const organization = nodes.find((node) => node['@type'] === 'Organization');
    const orgId = organization?.['@id'];
    expect(orgId).toMatch(/\/#organization$/);
    const business = nodes.find((node) => node['@type'] === 'ProfessionalService');
    expect(business?.parentOrganization).toEqual({ '@id': orgId });
    const offered = nodes.filter((node) => node['@type'] === 'Service');
    expect(offered.length).toBe(8);
    for (const service of offered) expect(service.provider).toEqual({ '@id': orgId });
  });
});

test.describe('about /about', () => {
  test('team, headquarters, description and scheduler', async ({ request }) => {
    const { document, main } = await load(request, '/about');
    const cards = byTestId(document, 'team-card');
    expect(cards).toHaveLength(4);
    expect(text(cards[0])).toContain(site.founder.name);
    expect(text(cards[0])).toContain(site.founder.role);
    expect(texts(cards)).toEqual([/Founder/, /Director of SEO & Content Strategy/, /Paid Media Strategist/, /Client Success Manager/].map((part) => expect.stringMatching(part)));
    for (const card of cards) {
      expect(byRole(card, 'heading', { level: 3 })).toHaveLength(1);
      expect(card.textContent?.length ?? 0).toBeGreaterThan(150);
    }

    expect(text(main)).toContain(`Formerly ${site.formerName}`);
    expect(byRole(document, 'heading', { level: 2, name: /Based in/ })).toHaveLength(1);
    expect(text(single($$(main, 'address')))).toContain(site.address.street);
    expect(href(single(byRole(main, 'link', { name: 'See what we offer' })))).toBe('/services');
    const scheduler = $$(main, `a[href="${site.links.scheduler}"]`);
    expect(scheduler[0] && shown(scheduler[0])).toBe(true);
    expect(scheduler[0]?.getAttribute('target')).toBe('_blank');
    expect(await jsonLdTypes(document)).toEqual(expect.arrayContaining(['AboutPage', 'Person', 'BreadcrumbList']));
    expectHeadingOrder(headingLevels(main));
  });
});

test.describe('services /services', () => {
  test('eight cards, badges, anchors, add-ons and scheduler', async ({ request }) => {
    const { document, main } = await load(request, '/services');
    const cards = byTestId(document, 'service-card');
    expect(cards).toHaveLength(8);
    expect(texts(byTestId(document, 'service-badge'))).toEqual([
      'AI Advantage',
      'AI Advantage',
      'AI Advantage',
      'AI Advantage',
      'Foundation',
      'Foundation',
      'Foundation',
      'Foundation',
    ]);
    const ids = cards.map((card) => card.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(8);
    expect(text(cards[6])).toContain('AI Paid Media');
    expect(text(cards[7])).toContain('Local & Map Pack Visibility');
    for (const card of cards) {
      expect(byRole(card, 'heading', { level: 3 })).toHaveLength(1);
      expect(text(card)).toContain('Goal:');
      expect($$(card, 'li')).toHaveLength(3);
    }

    expect(byRole(document, 'heading', { level: 2, name: 'Premium Add-Ons' })).toHaveLength(1);
    const addOns = byTestId(document, 'add-on-card');
    expect(addOns).toHaveLength(4);
    expect(texts(addOns)).toEqual(containing(['Ongoing AI Monitoring', 'Content Velocity Program', 'Industry Exclusivity', 'Executive Reporting']));
    expect(href(byRole(main, 'link', { name: /Book a Strategy Call/ })[0])).toBe(site.links.scheduler);
    expectHeadingOrder(headingLevels(main));
  });

  test("a service card's anchor brings it into view", async ({ request, sharedPage }) => {
    const { document } = await serverHtml(request, '/services');
    const id = byTestId(document, 'service-card')[2]?.id;
    await sharedPage.goto(`/services#${id}`);
    await expect(sharedPage.locator(`#${id}`)).toBeInViewport();
  });
});

test.describe('service pages', () => {
  test('/services/emergency-seo: benefits, AI approach, testimonials, 3 steps, Request Free Audit', async ({ request }) => {
    const { document, main } = await load(request, '/services/emergency-seo');
    expect(byTestId(document, 'benefit-card')).toHaveLength(4);
    expect(byTestId(document, 'approach-card')).toHaveLength(3);
    expect(byTestId(document, 'testimonial-card').length).toBeGreaterThanOrEqual(2);
    expect(byTestId(document, 'process-step')).toHaveLength(3);
    const audit = byRole(main, 'link', { name: /Request Free Audit/ });
    expect(audit.length).toBeGreaterThanOrEqual(2);
    for (const link of audit) expect(href(link)).toBe('/contact');
    expect(await jsonLdTypes(document)).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
    expectHeadingOrder(headingLevels(main));
  });

  test('/services/paid-media: storm campaigns, 4 steps, contact CTAs', async ({ request }) => {
    const { document, main } = await load(request, '/services/paid-media');
    expect(text(single(byRole(document, 'heading', { level: 1 })))).toContain('Storm-Activated');
    expect(byTestId(document, 'campaign-card').length).toBeGreaterThanOrEqual(4);
    expect(byTestId(document, 'process-step')).toHaveLength(4);
    expect($$(main, 'a[href="/contact"]').length).toBeGreaterThanOrEqual(2);
    expectHeadingOrder(headingLevels(main));
  });

  test('/services/ai-video-seo: background video, 4 steps, 6 deliverables, 3 differentiators', async ({ request }) => {
    const { document, main } = await load(request, '/services/ai-video-seo');
    const video = single(byTestId(document, 'hero-video'), 'hero video');
    expect(video.getAttribute('loop')).toBe('');
    expect(video.getAttribute('playsinline')).toBe('');
    expect(video.getAttribute('autoplay')).toBe('');
    expect(video.getAttribute('poster')).toMatch(/\/media\/.+\.(jpg|webp|png)$/);
    expect(video.parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(single($$(video, 'source[type="video/mp4"]')).getAttribute('src')).toMatch(/\/media\/.+\.mp4$/);

    const steps = byTestId(document, 'video-step');
    expect(steps).toHaveLength(4);
    expect(texts(byTestId(document, 'video-step-number'))).toEqual(['Step 01', 'Step 02', 'Step 03', 'Step 04']);
    for (const step of steps) {
      expect(byRole(step, 'heading', { level: 3 })).toHaveLength(1);
      expect($$(step, 'svg')).toHaveLength(1);
    }
    expect(byTestId(document, 'deliverable-card')).toHaveLength(6);
    expect(byTestId(document, 'differentiator-card')).toHaveLength(3);
    expect($$(main, 'a[href="/contact"]').length).toBeGreaterThanOrEqual(1);
    expect($$(main, 'a[href="/services"]').length).toBeGreaterThanOrEqual(1);
    expectHeadingOrder(headingLevels(main));
  });

  test('/services/ai-video-seo: the video is muted, pauses on request and under reduced motion', async ({ page }) => {
    await page.goto('/services/ai-video-seo');
    const video = page.getByTestId('hero-video');
    // React sets `muted` as a property, never in the server's HTML: only a browser can tell.
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await page.getByRole('button', { name: 'Pause background video' }).click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  for (const slug of ['paid-ads', 'leadgust-integration', 'competitor-targeting', 'retargeting']) {
    test(`/services/${slug}: real content and Get Leads Now`, async ({ request }) => {
      const { response, document, main } = await load(request, `/services/${slug}`);
      expect(response.status()).toBe(200);
      expect(text(single(byRole(document, 'heading', { level: 1 })))).not.toBe('Service');
      expect(href(byRole(main, 'link', { name: /Get Leads Now/ })[0])).toBe('/contact');
      expect(byTestId(document, 'included-card')).toHaveLength(4);
      expect(byTestId(document, 'process-step')).toHaveLength(3);
      expect(await meta(document, 'meta[name="robots"]')).toBe('index, follow');
      expect(await jsonLdTypes(document)).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
      expectHeadingOrder(headingLevels(main));
    });
  }

  test('unknown /services/xyz shows the noindex placeholder', async ({ request }) => {
    const { response, document, main } = await load(request, '/services/xyz');
    expect(response.status()).toBe(200);
    expect(texts(byRole(document, 'heading', { level: 1 }))).toEqual(['Service']);
    expect(text(main)).toContain('Details coming soon.');
    expect(href(single(byRole(main, 'link', { name: /Get Leads Now/ })))).toBe('/contact');
    expect(await meta(document, 'meta[name="robots"]')).toBe('noindex, follow');
  });
});

test.describe('industries', () => {
  test('/industries: every row of the card grid is full at each width', async ({ page }) => {
    await page.goto('/industries');
    for (const width of [390, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const grid = (await page.getByTestId('industry-card').first().locator('xpath=ancestor::ul[1]').boundingBox())!;
      const boxes = await page.getByTestId('industry-card').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
      const rows = new Map<number, DOMRect[]>();
      for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
      for (const [top, row] of rows) {
        expect(Math.min(...row.map((b) => b.left)), `row at ${top}, ${width} px`).toBeCloseTo(grid.x, 0);
        expect(Math.max(...row.map((b) => b.right)), `row at ${top}, ${width} px`).toBeCloseTo(grid.x + grid.width, 0);
      }
    }
  });

  test('/industries: ten cards linking to /contact', async ({ request }) => {
    const { document, main } = await load(request, '/industries');
    const cards = byTestId(document, 'industry-card');
    expect(cards).toHaveLength(10);
    expect(texts(cards.flatMap((card) => byRole(card, 'heading', { level: 3 })))).toEqual([
      'SaaS',
      'E-commerce',
      'Fintech',
      'Healthcare',
      'B2B Manufacturing',
      'Professional Services',
      'Legal',
      'Logistics',
      'Mobile App Development',
      'Education',
    ]);
    for (const card of cards) {
      expect(href(single(byRole(card, 'link')))).toBe('/contact');
      expect($$(card, 'li').length).toBeGreaterThanOrEqual(2);
    }
    expectHeadingOrder(headingLevels(main));
  });

  const landingPages = ['tree-services', 'roofers', 'restoration'];
  for (const slug of landingPages) {
    test(`/industries/${slug}: landing page with business data, case study, FAQ and CTAs`, async ({ request }) => {
      const { document, main } = await load(request, `/industries/${slug}`);
      expect(await jsonLdTypes(document)).toEqual(expect.arrayContaining(['ProfessionalService', 'FAQPage', 'Question', 'Answer', 'BreadcrumbList']));
      const business = (await jsonLdNodes(document)).find((node) => node['@type'] === 'ProfessionalService' && String(node['@id']).includes(slug));
      expect(business?.areaServed).toMatchObject({ '@type': 'State', name: 'Florida' });

      expect(byTestId(document, 'case-study-card')).toHaveLength(1);
      expect(byTestId(document, 'faq-item').length).toBeGreaterThanOrEqual(3);

      for (const target of ['/contact', '/case-studies', '/services', `tel:${site.phone.tel}`]) {
        expect($$(main, `a[href="${target}"]`).length, target).toBeGreaterThan(0);
      }
      expect(href(byRole(main, 'link', { name: /Get Leads Now/ })[0])).toBe('/contact');
      const leadgust = $$(main, 'a[href="/services/leadgust-integration"]');
      if (slug === 'roofers') expect(leadgust[0] && shown(leadgust[0])).toBe(true);
      else expect(leadgust).toHaveLength(0);
      expectHeadingOrder(headingLevels(main));
    });
  }

  test('/industries landing pages: an FAQ answer opens on click', async ({ page }) => {
    for (const slug of landingPages) {
      await page.goto(`/industries/${slug}`);
      // Native details/summary: the second answer opens on click.
      const second = page.getByTestId('faq-item').nth(1);
      await expect(second, slug).not.toHaveAttribute('open', '');
      await second.locator('summary').click();
      await expect(second, slug).toHaveAttribute('open', '');
    }
  });

  for (const slug of ['hvac-plumbing', 'urgent-contractors']) {
    test(`/industries/${slug}: title, description and Get Leads Now, indexed`, async ({ request }) => {
      const { document, main } = await load(request, `/industries/${slug}`);
      expect(text(single(byRole(document, 'heading', { level: 1 })))).not.toBe('Industry');
      expect(href(single(byRole(main, 'link', { name: /Get Leads Now/ })))).toBe('/contact');
      expect(await meta(document, 'meta[name="robots"]')).toBe('index, follow');
    });
  }

  test('unknown /industries/xyz shows the noindex placeholder', async ({ request }) => {
    const { response, document, main } = await load(request, '/industries/xyz');
    expect(response.status()).toBe(200);
    expect(texts(byRole(document, 'heading', { level: 1 }))).toEqual(['Industry']);
    expect(href(single(byRole(main, 'link', { name: /Get Leads Now/ })))).toBe('/contact');
    expect(await meta(document, 'meta[name="robots"]')).toBe('noindex, follow');
  });
});

test.describe('case studies /case-studies', () => {
  test('six cards with three KPIs and Discuss Your Project each; scheduler at the end', async ({ request }) => {
    const { document, main } = await load(request, '/case-studies');
    const cards = byTestId(document, 'case-study-card');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(byTestId(card, 'case-study-kpi')).toHaveLength(3);
      expect(text(card)).toContain('Challenge:');
      expect(href(single(byRole(card, 'link', { name: 'Discuss Your Project' })))).toBe('/contact');
    }
    const closing = single($$(document, 'section[aria-labelledby="cta-heading"]'));
    expect(shown(single($$(closing, `a[href="${site.links.scheduler}"]`)))).toBe(true);
    expectHeadingOrder(headingLevels(main));
  });
});

test.describe('testimonials /testimonials', () => {
  test('ten five-star cards (8 AI SEO, 2 paid media), a contact CTA and ten Review nodes', async ({ request }) => {
    const { document, main } = await load(request, '/testimonials');
    const cards = byTestId(document, 'testimonial-card');
    expect(cards).toHaveLength(10);
    expect($$(document, '[data-testid="testimonial-card"][data-type="ai-seo"]')).toHaveLength(8);
    expect($$(document, '[data-testid="testimonial-card"][data-type="paid-media"]')).toHaveLength(2);
    expect(byRole(main, 'img', { name: 'Rated 5 out of 5' })).toHaveLength(10);
    for (const card of cards) {
      expect(text(single($$(card, 'blockquote')))).not.toBe('');
      expect(text(single($$(card, 'figcaption')))).toContain(',');
    }
    const closing = single($$(document, 'section[aria-labelledby="cta-heading"]'));
    expect(shown(single($$(closing, 'a[href="/contact"]')))).toBe(true);

    const reviews = (await jsonLdNodes(document)).filter((node) => node['@type'] === 'Review');
    expect(reviews).toHaveLength(10);
    for (const review of reviews) {
      expect(review.reviewRating).toMatchObject({ '@type': 'Rating', ratingValue: 5, bestRating: 5 });
      expect(review.itemReviewed).toEqual({ '@id': expect.stringMatching(/\/#organization$/) });
    }
    expectHeadingOrder(headingLevels(main));
  });
});

test.describe('marketing pages at 390 px', () => {
  const paths = [
    '/',
    '/about',
    '/services',
    '/services/emergency-seo',
    '/services/paid-media',
    '/services/ai-video-seo',
    '/services/leadgust-integration',
    '/industries',
    '/industries/roofers',
    '/industries/hvac-plumbing',
    '/case-studies',
    '/testimonials',
  ];
  for (const path of paths) {
    test(`${path} has no horizontal overflow`, async ({ sharedPhonePage }) => {
      await sharedPhonePage.goto(path);
      const width = await sharedPhonePage.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  }
});
