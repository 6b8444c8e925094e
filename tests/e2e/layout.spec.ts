import { expect, test, type Browser, type Page } from '@playwright/test';
import { footerCompany, footerServices } from '../../content/navigation';
import { blogCopy } from '../../content/blog';
import { site } from '../../content/site';
import { expectNoSeriousAxeViolations, expectSkipLinkToMain, meta } from '../helpers/page-checks';
import { $$, byRole, serverHtml, single, text } from '../helpers/server-html';

test.describe('header', () => {
  test('links to every main section and highlights the current one', async ({ page }) => {
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [['Home', '/'], ['Services', '/services'], ['Industries', '/industries'], ['AI SEO Hub', '/ai-seo'], ['Blog', '/blog']] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us Now' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('banner').getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');

    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    // A post is part of the blog.
    await page.goto('/blog/llm-crawlability-checklist');
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('About disclosure opens on hover after a short delay and closes on leave', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' });
    const list = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(list).toBeHidden();
    await trigger.hover();
    await expect(list).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [['About Us', '/about'], ['Case Studies', '/case-studies'], ['Client Testimonials', '/testimonials']] as const) {
      await expect(list.getByRole('listitem').getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Site navigation, not an application menu: no menu roles anywhere in the header.
    await expect(page.getByRole('banner').locator('[role="menu"], [role="menuitem"]')).toHaveCount(0);
    await page.mouse.move(5, 600);
    await expect(list).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('About disclosure works from the keyboard: Enter opens, Tab walks the links, Escape closes', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'About' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Case Studies' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Case Studies' })).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  for (const path of ['/', '/florida']) {
    test(`${path}: the first Tab stop skips the header to the page`, async ({ page }) => {
      await page.goto(path);
      await expectSkipLinkToMain(page);
    });
  }

  test('sticks to the top while scrolling', async ({ page }) => {
    await page.goto('/privacy');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the open menu dims the page under it, and a tap there closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const box = (await menu.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(800);
    // Below the menu, the page (its hero buttons included) is under the backdrop, not beside the menu.
    const below = await page.evaluate(() => {
      const hit = document.elementFromPoint(195, 830);
      return { backdrop: hit?.hasAttribute('data-menu-backdrop') ?? false, colour: hit ? getComputedStyle(hit).backgroundColor : '' };
    });
    expect(below.backdrop).toBe(true);
    expect(below.colour).not.toBe('rgba(0, 0, 0, 0)');
    await page.mouse.click(195, 830);
    await expect(menu).toBeHidden();
    await expect(page.locator('[data-menu-backdrop]')).toHaveCount(0);
  });

  test('has no horizontal overflow and passes axe with the menu open', async ({ page }) => {
    await page.goto('/privacy');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('footer', () => {
  test('has contact, services, company, newsletter and legal links', async ({ request }) => {
    const { document } = await serverHtml(request, '/');
    const footer = single(byRole(document, 'contentinfo'), 'footer');
    const link = (name: string | RegExp, exact = false) => single(byRole(footer, 'link', { name, exact }), `link ${name}`).getAttribute('href');
    expect(link(site.phone.display)).toBe(`tel:${site.phone.tel}`);
    expect(link(site.email)).toBe(`mailto:${site.email}`);
    expect(link(/Follow/)).toBe(site.links.social);
    const services = single(byRole(footer, 'navigation', { name: 'Services' }));
    expect(byRole(services, 'link').map((l) => l.getAttribute('href'))).toEqual(footerServices.map((l) => l.to));
    const company = single(byRole(footer, 'navigation', { name: 'Company' }));
    expect(byRole(company, 'link').map((l) => l.getAttribute('href'))).toEqual(footerCompany.map((l) => l.to));
    // The spec's five, and the blog.
    expect(footerCompany.map((l) => l.to)).toEqual(['/about', '/case-studies', '/testimonials', '/industries', '/blog', '/contact']);
    expect(single(byRole(company, 'link', { name: 'Blog', exact: true })).getAttribute('href')).toBe('/blog');
    expect(byRole(footer, 'heading', { name: 'Stay ready' })).toHaveLength(1);
    expect(single(byRole(footer, 'textbox', { name: /Stay ready/ })).getAttribute('type')).toBe('email');
    expect(byRole(footer, 'button', { name: 'Subscribe' })).toHaveLength(1);
    expect(text(footer)).toContain(`© ${new Date().getFullYear()}`);
    expect(link(/Insights blog/)).toBe(site.links.externalBlog);
    expect(link('Privacy Policy')).toBe('/privacy');
    expect(link('Terms of Service')).toBe('/terms');
  });
});

test.describe('footer newsletter', () => {
  for (const width of [1024, 1280, 1440]) {
    test(`the email box shows its whole placeholder at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/privacy', '/blog']) {
        await page.goto(path);
        for (const input of await page.locator('input[type="email"][placeholder]').all()) {
          const fit = await input.evaluate((el: HTMLInputElement) => {
            const style = getComputedStyle(el);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return { room, text: context.measureText(el.placeholder).width };
          });
          expect(fit.text, path).toBeLessThanOrEqual(fit.room);
        }
      }
    });
  }
});

test.describe('not found', () => {
  test('returns 404 with the page, logs the path without a console error and links home', async ({ page }) => {
    const logs: string[] = [];
    const errors: string[] = [];
    page.on('console', (msg) => (msg.type() === 'error' ? errors : logs).push(msg.text()));
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect.poll(() => logs.some((l) => l.includes('/no-such-page-here'))).toBe(true);
    // Checked after the view's effect has logged, so after hydration, which once put the home title back.
    await expect(page).toHaveTitle(`Page not found | ${site.name}`);
    // The browser itself reports the document's 404 status; nothing else may be an error.
    expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousAxeViolations(page);
  });

  test('a post that does not exist is a 404 titled as one', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogCopy.notFoundTitle);
    // After hydration, which once put the home page's title back.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(`${blogCopy.notFoundTitle} | ${site.name}`);
  });
});

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/privacy');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('security headers', () => {
  test('are sent on pages and assets, without X-Powered-By', async ({ request }) => {
    for (const path of ['/', '/privacy', '/no-such-page', '/robots.txt']) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-powered-by']).toBeUndefined();
      // COOP would have Chromium open each first visit in a new process (docs/security.md "Security headers").
      expect(headers['cross-origin-opener-policy'], path).toBeUndefined();
    }
  });

  test('the admin is isolated from windows that open it', async ({ request }) => {
    for (const path of ['/admin', '/admin/posts']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()['cross-origin-opener-policy'], path).toBe('same-origin');
    }
  });

  test('the page runs under its CSP without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => msg.text().includes('Content Security Policy') && violations.push(msg.text()));
    await page.goto('/');
    await page.getByRole('button', { name: 'About' }).click();
    expect(violations).toEqual([]);
  });
});

test.describe('discovery files', () => {
  test('robots.txt disallows /admin and points at the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/Disallow: \/admin/);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap lists the public routes with absolute URLs', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/privacy', '/terms']) expect(xml).toContain(`<loc>${new URL(path, baseURL).toString()}</loc>`);
    expect(xml).not.toContain('/admin');
  });

  test('manifest and icons are served in the brand colours', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.theme_color).toBe(site.themeColor);
    expect((await request.get('/icon.svg')).status()).toBe(200);
    expect((await request.get('/apple-icon')).headers()['content-type']).toContain('image/png');
    expect((await request.get('/opengraph-image')).headers()['content-type']).toContain('image/png');
    const { document } = await serverHtml(request, '/');
    expect(await meta(document, 'meta[name="theme-color"]')).toBe(site.themeColor);
    expect($$(document, 'link[rel="manifest"]')).toHaveLength(1);
  });
});

test.describe('fallback fonts', () => {
  // Lighthouse's phone: the swap from fallback to brand font must move nothing in the first screen.
  const phone = { width: 412, height: 823 };

  /** The font families Chromium set `selector`'s text in (the first match), as laid out now. */
  async function usedFonts(page: Page, selector: string) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    await cdp.detach();
    return fonts.map((font) => font.familyName).join(', ');
  }

  /** The fonts used for the hero's heading and first paragraph, and the hero's height, with or without the brand fonts. */
  async function hero(browser: Browser, path: string, brandFonts: boolean) {
    const page = await browser.newPage({ viewport: phone });
    if (!brandFonts) await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    // The first view's mark (app/fonts.ts) is cleared once the fonts have loaded or failed.
    await expect(page.locator('html')).not.toHaveClass(/fonts-pending/);
    const result = {
      height: await page.locator('main section').first().evaluate((el) => el.getBoundingClientRect().height),
      heading: await usedFonts(page, 'main h1'),
      text: await usedFonts(page, 'main section p'),
    };
    await page.close();
    return result;
  }

  test('a first view is laid out in the fallback faces until the brand fonts arrive; a next view and no-JS use them at once', async ({ browser }) => {
    const visitor = await browser.newContext({ viewport: phone });
    const page = await visitor.newPage();
    // Hold the fonts back until the first screen has been checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(/fonts-pending/);
    expect(await usedFonts(page, 'main h1')).toBe('Liberation Sans');
    expect(await usedFonts(page, 'main section p')).toBe('Liberation Sans');
    release();
    await expect(page.locator('html')).not.toHaveClass(/fonts-pending/);
    expect(await usedFonts(page, 'main h1')).toBe('Plus Jakarta Sans');
    expect(await usedFonts(page, 'main section p')).toBe('Inter');

    // A next view, even in a new tab: the browser has the fonts, so the page names them from the
    // start, even while (here) they are slow to come.
    let releaseAgain = () => {};
    const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
    const next = await visitor.newPage();
    await next.route(/\.woff2$/, async (route) => {
      await heldAgain;
      await route.continue();
    });
    await next.goto('/contact', { waitUntil: 'domcontentloaded' });
    expect(await next.locator('html').getAttribute('class')).not.toMatch(/fonts-pending/);
    expect(await next.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--font-inter'))).toBe('"inter"');
    releaseAgain();
    await visitor.close();

    // Without JavaScript nothing marks the page: the brand fonts, swapped in as they arrive.
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/');
    expect(await noScript.locator('html').getAttribute('class')).not.toMatch(/fonts-pending/);
    await noScript.evaluate(() => document.fonts.ready);
    expect(await usedFonts(noScript, 'main h1')).toBe('Plus Jakarta Sans');
    await context.close();
  });

  for (const path of ['/', '/blog', '/contact']) {
    test(`${path}: the first screen is set the same before the brand fonts arrive`, async ({ browser }) => {
      const brand = await hero(browser, path, true);
      const fallback = await hero(browser, path, false);
      expect(brand).toMatchObject({ heading: 'Plus Jakarta Sans', text: 'Inter' });
      // Arial where the system has it; on this Linux, its metric twin (Debian's fonts-liberation).
      expect(fallback, 'the fallback faces name Arial and its twins: is fonts-liberation installed?').toMatchObject({
        heading: 'Liberation Sans',
        text: 'Liberation Sans',
      });
      expect(fallback.height).toBeCloseTo(brand.height, 0);
    });
  }
});
