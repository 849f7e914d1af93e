import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from '../support/browser';
import { signInByKeyboard, tabTo } from './keyboard-helpers';
import { toast } from './web-helpers';

/**
 * The promo and bet boost forms without a mouse. Only the keyboard moves the focus and
 * acts; the locators only say where the focus should arrive. What the flows make is removed
 * through the API at the end, so promos.e2e.ts still counts its own.
 */

/** An open race jumping 20 minutes or more from now, with the form's default 8 runners. */
async function upcomingRace(page: Page): Promise<{ track: string; code: string; number: number }> {
  const races = (await (await page.request.get('/api/races')).json()) as {
    track: string;
    number: number;
    code: string;
    state: string;
    startTime: string;
    runnersCount: number;
  }[];
  const soonest = Date.now() + 20 * 60_000;
  const race = races.find((r) => r.state === 'open' && Date.parse(r.startTime) > soonest && r.runnersCount >= 8);
  assert.ok(race, 'the simulated feed lists an upcoming open race');
  return race;
}

/** Opens a focused antd select with ArrowDown, then Enter picks its first option. */
async function pickFirst(page: Page): Promise<void> {
  await page.keyboard.press('ArrowDown');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().waitFor();
  await page.keyboard.press('Enter');
}

void describe('keyboard only: promo and bet boost forms', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  void test('create a promo with Paste & Parse', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInByKeyboard(page);
      const race = await upcomingRace(page);
      await page.goto('/promo-manager');
      await tabTo(page, page.getByLabel('Promo text'));
      await page.keyboard.type(`${race.track} (${race.code}) R${race.number}`);
      await tabTo(page, page.getByRole('button', { name: 'Parse' }));
      await page.keyboard.press('Enter');
      await page.getByText(/^1 race matched/).waitFor();
      // The bookmaker select filters as one types; Enter takes the exact match (Betr, not
      // BetRight listed before it).
      await tabTo(page, page.getByRole('combobox', { name: 'Bookmaker' }));
      await page.keyboard.type('Betr');
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: 'Create Promo' }));
      await page.keyboard.press('Enter');
      await toast(page).getByText('Promo created').waitFor({ timeout: 30_000 });
      const rows = page.locator('.ant-list-item');
      await rows.first().waitFor();
      assert.match(await rows.first().innerText(), /^Betr\n/);
    } finally {
      await page.request.delete('/api/promos/all', { headers: { Origin: baseUrl } });
      await context.close();
    }
  });

  void test('build a bet boost through its four steps', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInByKeyboard(page);
      await page.goto('/bet-boosts');
      await page.evaluate(() => localStorage.removeItem('overlay.betBoostDraft'));
      await page.reload();
      const next = page.getByRole('button', { name: 'Next' });

      // 1 Select Bookmaker: type to filter, Enter to choose.
      await tabTo(page, page.getByRole('combobox', { name: 'Bookmaker' }));
      await page.keyboard.type('Neds');
      await page.keyboard.press('Enter');
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      // 2 Pick Race: the arrows open the list and move in it (up from the first wraps to the
      // last of the 20: the soonest race may jump, and refuse boosts, before Submit).
      await tabTo(page, page.getByRole('combobox', { name: 'Race' }));
      await page.keyboard.press('ArrowDown');
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().waitFor();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      // 3 Select Runners: the first runner, at the default boosted odds.
      await tabTo(page, page.getByRole('combobox', { name: 'Runner' }));
      await pickFirst(page);
      await page.getByLabel(/^Boosted odds /).first().waitFor();
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      // 4 Review & Submit.
      await page.getByLabel('Review').getByText(/ @ \d+\.\d\d$/).first().waitFor();
      await tabTo(page, page.getByRole('button', { name: 'Submit Boosts' }));
      await page.keyboard.press('Enter');
      await toast(page).getByText('Boosts created').waitFor({ timeout: 30_000 });
      const link = page.getByRole('link', { name: 'View in Dashboard' }).first();
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('bookmakers') === 'Neds');
    } finally {
      const active = (await (await page.request.get('/api/boosts/active')).json()) as { boosts?: { id: string }[] };
      for (const { id } of active.boosts ?? [])
        await page.request.delete(`/api/boosts/${id}`, { headers: { Origin: baseUrl } });
      await context.close();
    }
  });
});
