import { test as base, type Browser, type Page, type WorkerInfo } from '@playwright/test';

async function openPage(browser: Browser, workerInfo: WorkerInfo, viewport?: { width: number; height: number }) {
  const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
  const context = await browser.newContext({ baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, viewport: viewport ?? workerInfo.project.use.viewport });
  return { context, page: await context.newPage() };
}

/**
 * One browser page per worker, opened with the project's settings (`sharedPhonePage`: at 390 ×
 * 844), for read-only checks of public pages (an axe scan, a measurement) that only visit and
 * read: a fresh context and page cost about a second per test on two cores. A test that clicks,
 * types, stores or changes the viewport uses its own `page`.
 */
export const test = base.extend<object, { sharedPage: Page; sharedPhonePage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { context, page } = await openPage(browser, workerInfo);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  sharedPhonePage: [
    async ({ browser }, use, workerInfo) => {
      const { context, page } = await openPage(browser, workerInfo, { width: 390, height: 844 });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});
export { expect } from '@playwright/test';
