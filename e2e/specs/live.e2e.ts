import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, signIn } from '../support/browser';
import { trackerRowStartingLater } from './web-helpers';

/** Set E2E_SCREENSHOT_DIR to keep pictures of the live screens at 375 and 1440 px, light and dark. */
const shots = process.env.E2E_SCREENSHOT_DIR;

/** Opens, from the tracker list, a race that does not jump while the test watches it. */
async function openLaterRace(page: Page): Promise<string> {
  await page.goto('/admin/live-tracker');
  await page.locator('.ant-table-row').first().waitFor();
  assert.match(await page.getByTestId('race-count').innerText(), /^\d+ races?$/);
  const row = await trackerRowStartingLater(page);
  const href = await row.getAttribute('data-href');
  assert.ok(href);
  await row.click();
  await page.waitForURL(`${baseUrl}${href}`);
  return href;
}

void describe('live race tracker', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  void test('the tracker list opens a live race whose ticks arrive and whose chart draws', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page);
      await openLaterRace(page);
      const table = page.getByTestId('live-odds-table');
      await table.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
      // Ticks come every second: the last update moves on.
      const lastUpdate = page.getByTestId('last-update');
      await page.waitForFunction(
        () => /Last update/.test(document.querySelector('[data-testid="last-update"]')?.textContent ?? ''),
      );
      const first = await lastUpdate.innerText();
      await page.waitForFunction(
        (before) => document.querySelector('[data-testid="last-update"]')?.textContent !== before,
        first,
        { timeout: 10_000 },
      );
      assert.equal(await page.getByText('Connection Error').count(), 0);
      // The simulated feed moves prices of races within 15 minutes: a moved price flashes.
      if ((await page.getByTestId('live-badge').innerText()).includes('LIVE')) {
        await table.locator('[data-flash]').first().waitFor({ state: 'attached', timeout: 20_000 });
      }
      // The chart draws at least one price line of the chosen runners. Attached, not visible: a
      // price that has not moved draws a flat line, whose box has no height, which Playwright
      // counts as hidden (races far from the jump do not move).
      const curve = page.locator('[data-testid="price-chart"] .recharts-line-curve').first();
      await curve.waitFor({ state: 'attached', timeout: 15_000 });
      assert.match((await curve.getAttribute('d')) ?? '', /^M[\d.,-]+L/);
    } finally {
      await context.close();
    }
  });

  void test('screenshots at 375 and 1440 px, light and dark', { skip: !shots }, async () => {
    mkdirSync(shots!, { recursive: true });
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [375, 1440]) {
        const { context, page } = await openPage(browser, { width, colorScheme });
        try {
          await signIn(page);
          await page.goto('/admin/live-tracker');
          await page.locator('.ant-table-row').first().waitFor();
          await page.screenshot({ path: join(shots!, `tracker-${width}-${colorScheme}.png`), fullPage: true });
          await openLaterRace(page);
          await page.locator('[data-testid="price-chart"] .recharts-line-curve').first().waitFor({ timeout: 15_000 });
          await page.screenshot({ path: join(shots!, `race-${width}-${colorScheme}.png`), fullPage: true });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `no sideways scroll at ${width} px (got ${overflow} px)`);
        } finally {
          await context.close();
        }
      }
    }
  });
});
