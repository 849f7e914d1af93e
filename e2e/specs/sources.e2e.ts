import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, injectAxe, seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser, openPage, signIn } from '../support/browser';

/**
 * The source catalogue in the browser (docs/feeds.md, "The source catalogue"): 110 bookmakers in
 * the dashboard's filter (the simulated feed's 17 and 93 custom books), chosen by search, with the
 * exchange apart; the Admin Panel's price sources. Chromium at 375 and 1440 px, light and dark,
 * axe-clean, with screenshots in tmp/e2e-artifacts. Runs after the other simulated-feed specs
 * (file names in order): the books it adds stay in that product's catalogue.
 */
const ARTIFACTS = 'tmp/e2e-artifacts';
const EXTRA = Array.from({ length: 93 }, (_, i) => `Extra Book ${String(i + 1).padStart(2, '0')}`);
const VIEWS = [
  { colorScheme: 'light', width: 1440 },
  { colorScheme: 'dark', width: 1440 },
  { colorScheme: 'light', width: 375 },
  { colorScheme: 'dark', width: 375 },
] as const;

async function addBooks(page: Page): Promise<void> {
  for (const name of EXTRA) {
    const response = await page.request.post('/api/bet-boosts/bookmakers', {
      data: { name },
      headers: { Origin: baseUrl },
    });
    assert.ok([200, 201].includes(response.status()), await response.text());
  }
}

async function axeClean(page: Page, scope?: string): Promise<void> {
  const violations = await seriousViolations(page, [], scope);
  assert.deepEqual(violations, [], describeViolations(violations));
}

async function dashboardReady(page: Page, wide: boolean, books: number): Promise<void> {
  await page.getByTestId('row-count').waitFor({ timeout: 60_000 });
  if (!wide) {
    // Narrow screens fold the filters into a panel above the cards.
    const panel = page.getByRole('button', { name: 'Filters' });
    if ((await panel.getAttribute('aria-expanded')) !== 'true') await panel.click();
  }
  await page.getByText(`All ${books}`).waitFor({ timeout: 30_000 });
}

void describe('price sources in the browser', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
  });

  void test('110 bookmakers: choose by search, the exchange apart, the address kept; the Admin Panel lists them', async () => {
    const { context, page } = await openPage(browser);
    await injectAxe(context);
    try {
      await signIn(page);
      await addBooks(page);
      const active = (await (await page.request.get('/api/bookmakers/active')).json()) as { bookmakers: string[] };
      const books = active.bookmakers.length;
      assert.ok(books >= 110, `the catalogue holds the 17 and the 93 added (${books})`);
      for (const view of VIEWS) {
        const wide = view.width >= 1024;
        const name = `${view.width}-${view.colorScheme}`;
        await page.emulateMedia({ colorScheme: view.colorScheme });
        await page.setViewportSize({ width: view.width, height: 900 });
        await page.goto('/');
        await dashboardReady(page, wide, books);

        await page.getByRole('button', { name: 'Choose bookmakers' }).click();
        const dialog = page.getByRole('dialog', { name: 'Choose bookmakers' });
        await dialog.getByRole('radio', { name: `Bookmakers (${books})` }).waitFor({ state: 'attached' });
        assert.equal(await dialog.getByRole('checkbox').count(), books);
        await axeClean(page, '.ant-modal-wrap');
        await page.screenshot({ path: `${ARTIFACTS}/sources-chooser-${name}.png`, animations: 'disabled' });

        await dialog.getByRole('button', { name: 'Select none' }).click();
        await dialog.getByText('Choose at least one bookmaker').waitFor();
        await dialog.getByRole('textbox', { name: 'Search bookmakers' }).fill('sports');
        assert.equal(await dialog.getByRole('checkbox').count(), 1);
        await dialog.getByRole('checkbox', { name: 'Sportsbet' }).check();
        await dialog.getByRole('textbox', { name: 'Search bookmakers' }).fill('');
        await dialog.locator('.ant-segmented-item', { hasText: 'Exchanges' }).click();
        await dialog.getByText(/An exchange is not a bookmaker/).waitFor();
        await dialog.getByText('Betfair').waitFor();
        await axeClean(page, '.ant-modal-wrap');
        await page.screenshot({ path: `${ARTIFACTS}/sources-exchange-${name}.png`, animations: 'disabled' });
        // The api is asked for that book alone (first in a session; later views find it cached).
        const asked = page
          .waitForRequest((r) => r.url().includes('/api/opportunities?') && /[?&]bookmakers=Sportsbet(&|$)/.test(r.url()), { timeout: 10_000 })
          .then(() => true, () => false);
        await dialog.getByRole('button', { name: 'Apply' }).click();
        await page.waitForFunction(() => new URLSearchParams(location.search).get('bookmakers') === 'Sportsbet');
        await page.getByText(`1 of ${books}`).waitFor();
        if (view === VIEWS[0]) assert.ok(await asked, 'the opportunities call names Sportsbet alone');
        await page.getByTestId('row-count').waitFor({ timeout: 60_000 });
        await axeClean(page);
        await page.screenshot({ path: `${ARTIFACTS}/sources-dashboard-${name}.png`, animations: 'disabled' });

        // The address alone restores the choice (a reload, a shared link).
        await page.reload();
        await page.getByTestId('row-count').waitFor({ timeout: 60_000 });
        if (!wide) await page.getByRole('button', { name: 'Filters' }).click();
        await page.getByText(`1 of ${books}`).waitFor({ timeout: 30_000 });

        await page.goto('/admin');
        const table = page.getByTestId('price-sources-table');
        await table.getByText('Extra Book 01').waitFor({ timeout: 30_000 });
        await page.getByText('Price sources').first().scrollIntoViewIfNeeded();
        await axeClean(page);
        await page.screenshot({ path: `${ARTIFACTS}/sources-admin-${name}.png`, fullPage: true, animations: 'disabled' });
      }
    } finally {
      await context.close();
    }
  });
});
