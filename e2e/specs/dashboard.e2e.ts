import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { signUp, uniqueEmail } from './web-helpers';

void describe('dashboard', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  void test('filters live in the URL, survive a reload, and search narrows the rows', async () => {
    const { page, context } = await openPage(browser);
    try {
      await signUp(page, 'Dash User', uniqueEmail('dash'));
      const count = page.getByTestId('row-count');
      await count.waitFor({ timeout: 60_000 });
      // The first page's rows come first ('Top 40 opportunities (loading all)', docs/product.md §2):
      // the whole set's count once it is in.
      await page.waitForFunction(() => !document.querySelector('[data-testid="row-count"]')?.textContent?.includes('loading all'), undefined, { timeout: 60_000 });
      const all = Number((await count.textContent())?.split(' ')[0]);
      assert.ok(all > 0, 'the simulated feed gives rows');

      const request = page.waitForRequest(
        (r) =>
          r.url().includes('/api/opportunities?') &&
          r.url().includes('within_minutes=1440'),
      );
      // 24h, not 2h: the simulated feed has hours without a race (about 14:40 to 21:40 UTC), and
      // a 2-hour window there is empty, so it shows no row count.
      await page.getByRole('button', { name: '24h', exact: true }).click();
      await request;
      // Same-document navigations (pushState): watch the address, not a load event.
      await page.waitForFunction(
        () => location.search === '?within_minutes=1440',
      );
      await page.getByText('Next 1 day · Australian Racing').waitFor();

      await page.reload();
      await page
        .getByText('Next 1 day · Australian Racing')
        .waitFor({ timeout: 60_000 });
      await count.waitFor();

      await page.getByLabel('Search races').fill('r1');
      await page.getByText(/\(filtered from \d+\)/).waitFor();
      // The rows narrow first; the address follows in the router's transition.
      await page.waitForFunction(() => location.search.includes('q=r1'));

      // Typing replaces the current entry; Back walks the filter change: to the default view.
      await page.goBack();
      await page.waitForFunction(() => location.search === '');
      await page.getByText('Next 12 hours · Australian Racing').waitFor();
    } finally {
      await context.close();
    }
  });

  void test('the debug dialog opens from a row, and nothing overflows at 375 px', async () => {
    const { page, context } = await openPage(browser);
    try {
      await signUp(page, 'Debug User', uniqueEmail('debug'));
      await page.getByTestId('row-count').waitFor({ timeout: 60_000 });
      await page
        .getByLabel(/EV calculation debug for/)
        .first()
        .click();
      await page
        .getByText('Per-bookmaker calculations')
        .waitFor({ timeout: 30_000 });
      await page.getByText('Formula reference').waitFor();
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('button', { name: 'Filters' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.equal(overflow, 0);
    } finally {
      await context.close();
    }
  });

  void test("a row's tips: the runner's after the pointer rests on it, drawn at the name; Log bet's on keyboard focus; Escape closes", async () => {
    const { page, context } = await openPage(browser);
    try {
      await signUp(page, 'Tip User', uniqueEmail('tips'));
      const row = page.locator('.ant-table-row').first();
      await row.waitFor({ timeout: 60_000 });
      const runner = row.locator('[data-tip^="Probability "]');
      await runner.hover();
      const tip = page.getByRole('tooltip');
      await tip.waitFor({ timeout: 5_000 });
      assert.match((await tip.textContent()) ?? '', /^Probability \d+\.\d% · place source /);
      // One tooltip, drawn over the name it describes (the shared one is anchored to it).
      assert.equal(await tip.count(), 1);
      const [tipBox, nameBox] = [await tip.boundingBox(), await runner.boundingBox()];
      assert.ok(tipBox && nameBox);
      assert.ok(tipBox.y + tipBox.height <= nameBox.y + 2, 'the tip sits above the name');
      assert.ok(tipBox.x < nameBox.x + nameBox.width && tipBox.x + tipBox.width > nameBox.x, 'and over it');
      assert.equal(await runner.getAttribute('aria-describedby'), await tip.locator('[id]').first().getAttribute('id'));

      await page.mouse.move(1, 1);
      await tip.waitFor({ state: 'detached' });
      const logBet = row.getByRole('button', { name: /^Log bet on / });
      await logBet.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await page.getByRole('tooltip', { name: 'Log bet' }).waitFor({ timeout: 5_000 });
      await page.keyboard.press('Escape');
      await tip.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  void test('a dialog whose row left the page meanwhile gives focus to the main region, not the page body', async () => {
    const { page, context } = await openPage(browser);
    try {
      await signUp(page, 'Focus User', uniqueEmail('focus'));
      const opener = page.getByLabel(/EV calculation debug for/).first();
      await opener.waitFor({ timeout: 60_000 });
      await opener.focus();
      await page.keyboard.press('Enter');
      await page.getByText('Per-bookmaker calculations').waitFor({ timeout: 30_000 });
      // A search nobody matches, as the address sets it (Back and Forward do the same): the rows,
      // the opener's among them, leave the page under the open dialog.
      await page.evaluate(() => {
        history.pushState(null, '', '/?q=no-such-race-zz');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByText(/No matches for "no-such-race-zz"/).waitFor();
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.activeElement?.id === 'main-content', undefined, { timeout: 5_000 });
      // And the next Tab goes on inside the page, not back to the skip link.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.closest('#main-content') !== null), true);
    } finally {
      await context.close();
    }
  });
});

