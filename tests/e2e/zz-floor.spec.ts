import { test } from '@playwright/test';
for (let i = 0; i < (Number(process.env.FLOOR) || 60); i++) test(`floor ${i}`, async ({ page }) => { await page.goto('/about'); });
