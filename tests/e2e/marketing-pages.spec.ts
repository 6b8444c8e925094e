import { expect, test, type Page } from '@playwright/test';
import { site } from '../../content/site';
import { jsonLdBlocks, jsonLdTypes, meta } from '../helpers/page-checks';

/** Every node in the page's JSON-LD, flattened (graphs and nested objects included). */
async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const nodes: Record<string, unknown>[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node && typeof node === 'object') {
      nodes.push(node as Record<string, unknown>);
      Object.values(node).forEach(visit);
    }
  };
  (await jsonLdBlocks(page)).forEach(visit);
  return nodes;
}

/** One h1, and no heading level skipped on the way down (h2 → h4 would fail). */
async function expectHeadingOrder(page: Page) {
  const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((elements) =>
    elements.map((element) => Number(element.tagName.slice(1))),
  );
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.reduce((previous, level) => {
    expect(level, `heading h${level} follows h${previous}`).toBeLessThanOrEqual(previous + 1);
    return level;
  });
}

const main = (page: Page) => page.getByRole('main');

test.describe('home /', () => {
  test('hero, sections, counts and links from the spec', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Future-Proof Your Growth with AI SEO Consulting');
    const book = main(page).getByRole('link', { name: 'Book Your Strategy Session Now' });
    await expect(book.first()).toHaveAttribute('href', '/contact');
    for (const link of await book.all()) await expect(link).toHaveAttribute('href', '/contact');

    await expect(page.getByTestId('capability-card')).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 2, name: 'Old SEO Is Dead' })).toBeVisible();
    await expect(page.getByTestId('old-seo-card')).toHaveCount(3);

    const core = page.getByTestId('core-service-card');
    await expect(core).toHaveCount(4);
    for (const card of await core.all()) {
      await expect(card.getByText('Deliverables')).toBeVisible();
      expect(await card.locator('li').count()).toBeGreaterThanOrEqual(3);
    }

    const analytics = page.locator('section', { has: page.getByTestId('analytics-chart') });
    await expect(page.getByTestId('analytics-chart')).toBeVisible();
    await expect(analytics.getByRole('link', { name: /audit/i })).toHaveAttribute('href', '/contact');

    await expect(page.getByTestId('metric-card')).toHaveCount(4);
    await expect(page.getByTestId('metric-value')).toHaveText(['350%', '$1.2M', '5x', '-40%']);
    await expect(page.getByTestId('metric-card')).toContainText(['Organic clicks', 'Revenue', 'AI citations', 'Content time'], { ignoreCase: true });

    await expect(page.getByTestId('advantage-card')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Explore All 6 AI SEO Services', exact: true })).toHaveAttribute('href', '/services');

    const closing = page.locator('section[aria-labelledby="cta-heading"]');
    await expect(closing.getByRole('link', { name: /Book Your Strategy Session Now/ })).toHaveAttribute('href', '/contact');
    await expectHeadingOrder(page);
  });

  test('ProfessionalService structured data points at the organization', async ({ page }) => {
    await page.goto('/');
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['ProfessionalService', 'Service']));
    const nodes = await jsonLdNodes(page);
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
  test('team, headquarters, description and scheduler', async ({ page }) => {
    await page.goto('/about');
    const cards = page.getByTestId('team-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toContainText(site.founder.name);
    await expect(cards.nth(0)).toContainText(site.founder.role);
    await expect(cards).toContainText([/Founder/, /Director of SEO & Content Strategy/, /Paid Media Strategist/, /Client Success Manager/]);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      expect((await card.textContent())?.length ?? 0).toBeGreaterThan(150);
    }

    await expect(main(page)).toContainText(`Formerly ${site.formerName}`);
    await expect(page.getByRole('heading', { level: 2, name: /Based in/ })).toBeVisible();
    await expect(main(page).locator('address')).toContainText(site.address.street);
    await expect(main(page).getByRole('link', { name: 'See what we offer' })).toHaveAttribute('href', '/services');
    const scheduler = main(page).locator(`a[href="${site.links.scheduler}"]`);
    await expect(scheduler.first()).toBeVisible();
    await expect(scheduler.first()).toHaveAttribute('target', '_blank');
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['AboutPage', 'Person', 'BreadcrumbList']));
    await expectHeadingOrder(page);
  });
});

test.describe('services /services', () => {
  test('eight cards, badges, anchors, add-ons and scheduler', async ({ page }) => {
    await page.goto('/services');
    const cards = page.getByTestId('service-card');
    await expect(cards).toHaveCount(8);
    await expect(page.getByTestId('service-badge')).toHaveText([
      'AI Advantage',
      'AI Advantage',
      'AI Advantage',
      'AI Advantage',
      'Foundation',
      'Foundation',
      'Foundation',
      'Foundation',
    ]);
    const ids = await cards.evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(8);
    await expect(cards.nth(6)).toContainText('AI Paid Media');
    await expect(cards.nth(7)).toContainText('Local & Map Pack Visibility');
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card).toContainText('Goal:');
      await expect(card.locator('li')).toHaveCount(3);
    }

    await page.goto(`/services#${ids[2]}`);
    await expect(page.locator(`#${ids[2]}`)).toBeInViewport();

    await expect(page.getByRole('heading', { level: 2, name: 'Premium Add-Ons' })).toBeVisible();
    await expect(page.getByTestId('add-on-card')).toHaveCount(4);
    await expect(page.getByTestId('add-on-card')).toContainText(['Ongoing AI Monitoring', 'Content Velocity Program', 'Industry Exclusivity', 'Executive Reporting']);
    await expect(main(page).getByRole('link', { name: /Book a Strategy Call/ }).first()).toHaveAttribute('href', site.links.scheduler);
    await expectHeadingOrder(page);
  });
});

test.describe('service pages', () => {
  test('/services/emergency-seo: benefits, AI approach, testimonials, 3 steps, Request Free Audit', async ({ page }) => {
    await page.goto('/services/emergency-seo');
    await expect(page.getByTestId('benefit-card')).toHaveCount(4);
    await expect(page.getByTestId('approach-card')).toHaveCount(3);
    expect(await page.getByTestId('testimonial-card').count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('process-step')).toHaveCount(3);
    const audit = main(page).getByRole('link', { name: /Request Free Audit/ });
    expect(await audit.count()).toBeGreaterThanOrEqual(2);
    for (const link of await audit.all()) await expect(link).toHaveAttribute('href', '/contact');
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
    await expectHeadingOrder(page);
  });

  test('/services/paid-media: storm campaigns, 4 steps, contact CTAs', async ({ page }) => {
    await page.goto('/services/paid-media');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Storm-Activated');
    expect(await page.getByTestId('campaign-card').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('process-step')).toHaveCount(4);
    expect(await main(page).locator('a[href="/contact"]').count()).toBeGreaterThanOrEqual(2);
    await expectHeadingOrder(page);
  });

  test('/services/ai-video-seo: background video, 4 steps, 6 deliverables, 3 differentiators', async ({ page }) => {
    await page.goto('/services/ai-video-seo');
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('autoplay', '');
    await expect(video).toHaveAttribute('poster', /\/media\/.+\.(jpg|webp|png)$/);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect(video.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute('src', /\/media\/.+\.mp4$/);

    const steps = page.getByTestId('video-step');
    await expect(steps).toHaveCount(4);
    await expect(page.getByTestId('video-step-number')).toHaveText(['Step 01', 'Step 02', 'Step 03', 'Step 04']);
    for (const step of await steps.all()) {
      await expect(step.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(step.locator('svg')).toHaveCount(1);
    }
    await expect(page.getByTestId('deliverable-card')).toHaveCount(6);
    await expect(page.getByTestId('differentiator-card')).toHaveCount(3);
    expect(await main(page).locator('a[href="/contact"]').count()).toBeGreaterThanOrEqual(1);
    expect(await main(page).locator('a[href="/services"]').count()).toBeGreaterThanOrEqual(1);
    await expectHeadingOrder(page);
  });

  test('/services/ai-video-seo: the video pauses on request and under reduced motion', async ({ page }) => {
    await page.goto('/services/ai-video-seo');
    const video = page.getByTestId('hero-video');
    await page.getByRole('button', { name: 'Pause background video' }).click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  for (const slug of ['paid-ads', 'leadgust-integration', 'competitor-targeting', 'retargeting']) {
    test(`/services/${slug}: real content and Get Leads Now`, async ({ page }) => {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Service');
      await expect(main(page).getByRole('link', { name: /Get Leads Now/ }).first()).toHaveAttribute('href', '/contact');
      await expect(page.getByTestId('included-card')).toHaveCount(4);
      await expect(page.getByTestId('process-step')).toHaveCount(3);
      expect(await meta(page, 'meta[name="robots"]')).toBe('index, follow');
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
      await expectHeadingOrder(page);
    });
  }

  test('unknown /services/xyz shows the noindex placeholder', async ({ page }) => {
    const response = await page.goto('/services/xyz');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service');
    await expect(main(page)).toContainText('Details coming soon.');
    await expect(main(page).getByRole('link', { name: /Get Leads Now/ })).toHaveAttribute('href', '/contact');
    expect(await meta(page, 'meta[name="robots"]')).toBe('noindex, follow');
  });
});

test.describe('industries', () => {
  for (const width of [390, 768, 1024, 1280, 1440]) {
    test(`/industries: every row of the card grid is full at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/industries');
      const grid = (await page.getByTestId('industry-card').first().locator('xpath=ancestor::ul[1]').boundingBox())!;
      const boxes = await page.getByTestId('industry-card').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
      const rows = new Map<number, DOMRect[]>();
      for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
      for (const [top, row] of rows) {
        expect(Math.min(...row.map((b) => b.left)), `row at ${top}`).toBeCloseTo(grid.x, 0);
        expect(Math.max(...row.map((b) => b.right)), `row at ${top}`).toBeCloseTo(grid.x + grid.width, 0);
      }
    });
  }

  test('/industries: ten cards linking to /contact', async ({ page }) => {
    await page.goto('/industries');
    const cards = page.getByTestId('industry-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
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
    for (const card of await cards.all()) {
      await expect(card.getByRole('link')).toHaveAttribute('href', '/contact');
      expect(await card.locator('li').count()).toBeGreaterThanOrEqual(2);
    }
    await expectHeadingOrder(page);
  });

  for (const slug of ['tree-services', 'roofers', 'restoration']) {
    test(`/industries/${slug}: landing page with business data, case study, FAQ and CTAs`, async ({ page }) => {
      await page.goto(`/industries/${slug}`);
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['ProfessionalService', 'FAQPage', 'Question', 'Answer', 'BreadcrumbList']));
      const business = (await jsonLdNodes(page)).find((node) => node['@type'] === 'ProfessionalService' && String(node['@id']).includes(slug));
      expect(business?.areaServed).toMatchObject({ '@type': 'State', name: 'Florida' });

      await expect(page.getByTestId('case-study-card')).toHaveCount(1);
      const faq = page.getByTestId('faq-item');
      expect(await faq.count()).toBeGreaterThanOrEqual(3);
      // Native details/summary: the second answer opens on click.
      const second = faq.nth(1);
      await expect(second).not.toHaveAttribute('open', '');
      await second.locator('summary').click();
      await expect(second).toHaveAttribute('open', '');

      for (const href of ['/contact', '/case-studies', '/services', `tel:${site.phone.tel}`]) {
        expect(await main(page).locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
      }
      await expect(main(page).getByRole('link', { name: /Get Leads Now/ }).first()).toHaveAttribute('href', '/contact');
      const leadgust = main(page).locator('a[href="/services/leadgust-integration"]');
      if (slug === 'roofers') await expect(leadgust.first()).toBeVisible();
      else await expect(leadgust).toHaveCount(0);
      await expectHeadingOrder(page);
    });
  }

  for (const slug of ['hvac-plumbing', 'urgent-contractors']) {
    test(`/industries/${slug}: title, description and Get Leads Now, indexed`, async ({ page }) => {
      await page.goto(`/industries/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Industry');
      await expect(main(page).getByRole('link', { name: /Get Leads Now/ })).toHaveAttribute('href', '/contact');
      expect(await meta(page, 'meta[name="robots"]')).toBe('index, follow');
    });
  }

  test('unknown /industries/xyz shows the noindex placeholder', async ({ page }) => {
    const response = await page.goto('/industries/xyz');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industry');
    await expect(main(page).getByRole('link', { name: /Get Leads Now/ })).toHaveAttribute('href', '/contact');
    expect(await meta(page, 'meta[name="robots"]')).toBe('noindex, follow');
  });
});

test.describe('case studies /case-studies', () => {
  test('six cards with three KPIs and Discuss Your Project each; scheduler at the end', async ({ page }) => {
    await page.goto('/case-studies');
    const cards = page.getByTestId('case-study-card');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByTestId('case-study-kpi')).toHaveCount(3);
      await expect(card).toContainText('Challenge:');
      await expect(card.getByRole('link', { name: 'Discuss Your Project' })).toHaveAttribute('href', '/contact');
    }
    const closing = page.locator('section[aria-labelledby="cta-heading"]');
    await expect(closing.locator(`a[href="${site.links.scheduler}"]`)).toBeVisible();
    await expectHeadingOrder(page);
  });
});

test.describe('testimonials /testimonials', () => {
  test('ten five-star cards (8 AI SEO, 2 paid media), a contact CTA and ten Review nodes', async ({ page }) => {
    await page.goto('/testimonials');
    const cards = page.getByTestId('testimonial-card');
    await expect(cards).toHaveCount(10);
    await expect(page.locator('[data-testid="testimonial-card"][data-type="ai-seo"]')).toHaveCount(8);
    await expect(page.locator('[data-testid="testimonial-card"][data-type="paid-media"]')).toHaveCount(2);
    await expect(main(page).getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(10);
    for (const card of await cards.all()) {
      await expect(card.locator('blockquote')).not.toBeEmpty();
      await expect(card.locator('figcaption')).toContainText(',');
    }
    const closing = page.locator('section[aria-labelledby="cta-heading"]');
    await expect(closing.locator('a[href="/contact"]')).toBeVisible();

    const reviews = (await jsonLdNodes(page)).filter((node) => node['@type'] === 'Review');
    expect(reviews).toHaveLength(10);
    for (const review of reviews) {
      expect(review.reviewRating).toMatchObject({ '@type': 'Rating', ratingValue: 5, bestRating: 5 });
      expect(review.itemReviewed).toEqual({ '@id': expect.stringMatching(/\/#organization$/) });
    }
    await expectHeadingOrder(page);
  });
});

test.describe('marketing pages at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
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
    test(`${path} has no horizontal overflow`, async ({ page }) => {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  }
});
