import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, signIn } from '../support/browser';
import { toast } from './web-helpers';

const SHOTS = process.env.E2E_SCREENSHOTS;

interface ListedRace {
  track: string;
  number: number;
  code: string;
  state: string;
  startTime: string;
  runnersCount: number;
}

/**
 * A race the promo can cover with the form's defaults: open, jumping at least 20 minutes from
 * now, with the default minimum of 8 runners.
 */
async function upcomingRace(page: Page): Promise<ListedRace> {
  const races = (await (await page.request.get('/api/races')).json()) as ListedRace[];
  const soonest = Date.now() + 20 * 60_000;
  const race = races.find((r) => r.state === 'open' && Date.parse(r.startTime) > soonest && r.runnersCount >= 8);
  assert.ok(race, 'the simulated feed lists an upcoming open race');
  return race;
}

void describe('promo manager and bet boosts', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  void test('a promo made by Paste & Parse shows in Existing Promos, then delete and clear all', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page);
      const race = await upcomingRace(page);
      await page.goto('/promo-manager');
      await page.getByLabel('Promo text').fill(`${race.track} (${race.code}) R${race.number}`);
      await page.getByRole('button', { name: 'Parse' }).click();
      await page.getByText(/race(s)? matched/).waitFor();
      assert.match((await page.getByText(/race(s)? matched/).first().textContent()) ?? '', /^1 race/);
      await page.getByLabel('Bookmaker').first().fill('Betr');
      await page.getByTitle('Betr', { exact: true }).click();
      await page.getByRole('button', { name: 'Create Promo' }).click();
      const rows = page.locator('.ant-list-item');
      await rows.first().waitFor();
      assert.equal(await rows.count(), 1);
      assert.equal(await rows.locator('.ant-tag', { hasText: 'Shared' }).count(), 1);
      await page.getByRole('button', { name: /^Delete / }).click();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('No promos yet').waitFor();
      await page.getByRole('button', { name: 'Clear all' }).click();
      await toast(page).getByText('No promos to clear').waitFor();
    } finally {
      await context.close();
    }
  });

  void test('a bet boost through the four steps, then View in Dashboard', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page);
      await page.goto('/bet-boosts');
      await page.evaluate(() => localStorage.removeItem('overlay.betBoostDraft'));
      await page.reload();
      await page.getByLabel('Bookmaker', { exact: true }).fill('Neds');
      await page.getByTitle('Neds', { exact: true }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Race', { exact: true }).click();
      // The fifth soonest race: far enough out not to jump (and refuse boosts) before Submit, and
      // in view as the list opens. The last option the virtual list had drawn sat below the
      // list's edge; a click that first scrolled it into view was lost once under load (Next
      // stayed disabled for 30 s).
      const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
      await options.first().waitFor();
      await options.nth(Math.min(4, (await options.count()) - 1)).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Runner', { exact: true }).click();
      await options.first().click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Submit Boosts' }).click();
      await toast(page).getByText('Boosts created').waitFor();
      const link = page.getByRole('link', { name: 'View in Dashboard' }).first();
      await link.waitFor();
      const href = await link.getAttribute('href');
      assert.match(href ?? '', /^\/\?race_id=[^&]+&bookmakers=Neds&within_minutes=1440&min_total_ev=-50$/);
      assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('overlay.betBoostDraft') ?? '{}').boosts?.length), 0);
      await link.click();
      await page.waitForURL((url) => url.searchParams.get('bookmakers') === 'Neds');
      assert.ok(page.url().startsWith(baseUrl));
    } finally {
      await context.close();
    }
  });

  void test('screenshots at 375 and 1440, light and dark', { skip: !SHOTS }, async () => {
    mkdirSync(SHOTS ?? '.', { recursive: true });
    for (const width of [375, 1440])
      for (const colorScheme of ['light', 'dark'] as const) {
        const { context, page } = await openPage(browser, { width, colorScheme });
        await signIn(page);
        const screens = [
          ['promo', '/promo-manager', 'Create Promo'],
          ['boosts', '/bet-boosts', 'Active Boosts'],
          ['top2', '/promo-manager?tab=top2', 'Active Top-2 Boosts'],
          ['admin', '/admin', 'Role Permissions'],
        ];
        for (const [name, path, text] of screens) {
          await page.goto(path);
          // Shot once loaded: the screen's own text shows and no skeleton or spinner is left.
          await page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
          await page
            .waitForFunction(() => !document.querySelector('.ant-skeleton, .ant-spin-spinning'), undefined, { timeout: 15_000 })
            .catch(() => undefined);
          await page.screenshot({ path: `${SHOTS}/${name}-${width}-${colorScheme}.png`, fullPage: true });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${name}: no sideways scroll at ${width} px (got ${overflow} px)`);
        }
        await context.close();
      }
  });
});
