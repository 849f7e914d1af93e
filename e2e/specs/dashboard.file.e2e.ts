import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, signIn } from '../support/browser';
import { logOut, signUp, toast, uniqueEmail } from './web-helpers';

// Runs against the product on the FILE feed (e2e/run.mjs), whose snapshot is
// e2e/support/hand-snapshot.mjs. Its figures, by hand (fair = 1/p, BF Mid from the exchange):
//   Randwick R4 (TB, 90 min): Sportsbet Alpha Arrow $2.60 v fair $2.50:
//     base EV = (2.60 / 2.50 − 1) × 100 = +4.0 %; bonus % = (2.60 − 1) / 2.50 × 100 = 64.0 %.
//   TAB Bravo Belle 0.95 / 0.25 = $3.80 v $4.00: EV = (3.80 / 4.00 − 1) × 100 = −5.0 %;
//     bonus % = 2.80 / 4.00 × 100 = 70.0 %.
//   The Meadows R7 (GR, 5 h): Neds Delta Dash $4.40 v $4.00: EV = +10.0 % (the best row);
//     bonus % = 3.40 / 4.00 × 100 = 85.0 %.
//   Rows: Randwick 5 runners × 2 books + The Meadows 4 × 1 = 14; within 2 h: Randwick's 10.
const ROW = {
  alphaSportsbet: 'e2e-randwick-r4:1:Sportsbet',
  bravoTab: 'e2e-randwick-r4:2:TAB',
  bravoSportsbet: 'e2e-randwick-r4:2:Sportsbet',
  deltaDashNeds: 'e2e-meadows-r7:2:Neds',
} as const;
const ARTIFACTS = 'tmp/e2e-artifacts';

/** The cell texts of one table row (the table is virtualised: rows are divs keyed by id). */
async function cells(page: Page, rowKey: string): Promise<string[]> {
  const row = page.locator(`.ant-table-row[data-row-key="${rowKey}"]`);
  await row.waitFor();
  return (await row.locator('.ant-table-cell').allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
}

async function rowCount(page: Page): Promise<string> {
  const count = page.getByTestId('row-count');
  await count.waitFor({ timeout: 60_000 });
  return ((await count.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The Statistic card's value next to its title. */
function statistic(page: Page, title: string) {
  return page
    .locator('.ant-card')
    .filter({ hasText: title })
    .locator('.ant-statistic-content-value');
}

/** A same-origin JSON call with the page's session, as the web app makes it (CSRF rules). */
function api(page: Page, method: 'POST' | 'PATCH' | 'DELETE', path: string, data?: object) {
  return page.request.fetch(path, {
    method,
    data,
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
  });
}

void describe('dashboard on the hand-priced file feed', () => {
  let browser: Browser;
  const member = { name: 'File Member', email: uniqueEmail('file-member'), password: 'e2e-member-password' };
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  void test('sign up shows the snapshot rows with their hand figures; log out, log in; a member sees no Promo Manager link', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signUp(page, member.name, member.email, member.password);
      assert.equal(await rowCount(page), '14 opportunities');
      assert.equal(await statistic(page, 'Total Opportunities').textContent(), '14');
      assert.equal(await statistic(page, 'With Promo Bonus').textContent(), '0');
      const best = page.locator('.ant-card').filter({ hasText: 'Best Total EV' });
      await best.getByText('+10.0%').waitFor();
      await best.getByText('Delta Dash').waitFor();

      // Columns: Race, Time, Runner, Bookmaker, Odds, Fair Price, Base EV, Bonus %, Promo EV, Total EV,
      // Stake. The member has the default settings (bankroll $1,000, Kelly 0.25, cap 5 %); full Kelly
      // p − q/b: Alpha Arrow 0.40 − 0.60/1.60 = 0.025 → 1000 × 0.25 × 0.025 = 6.25 → $6; Delta Dash
      // 0.25 − 0.75/3.40 = 0.0294 → 7.35 → $7; Bravo Belle at TAB has no edge → '—'.
      // The Stake column reads '—' until the member's betting settings have loaded (the rows can
      // come first, the early first screen's reply among them): wait for the settings' stake.
      await page.locator(`.ant-table-row[data-row-key="${ROW.alphaSportsbet}"]`).getByText('$6', { exact: true }).waitFor();
      const alpha = await cells(page, ROW.alphaSportsbet);
      assert.equal(alpha[0], 'Randwick R4 TB 2P');
      assert.deepEqual(alpha.slice(2), ['1. Alpha Arrow', 'Sportsbet', '2.60', '2.50 BF', '+4.0%', '64.0%', '0.0%', '+4.0%', '$6']);
      const bravo = await cells(page, ROW.bravoTab);
      assert.deepEqual(bravo.slice(2), ['2. Bravo Belle', 'TAB', '3.80', '4.00 BF', '-5.0%', '70.0%', '0.0%', '-5.0%', '—']);
      const dash = await cells(page, ROW.deltaDashNeds);
      assert.equal(dash[0], 'The Meadows R7 GR');
      assert.deepEqual(dash.slice(2), ['2. Delta Dash', 'Neds', '4.40', '4.00 BF', '+10.0%', '85.0%', '0.0%', '+10.0%', '$7']);

      await logOut(page);
      await signIn(page, member.email, member.password);
      await toast(page).getByText('Welcome back!').waitFor();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
      assert.equal(await nav.getByRole('link', { name: 'Promo Manager' }).count(), 0);
      assert.equal(await rowCount(page), '14 opportunities');
    } finally {
      await context.close();
    }
  });

  void test('filters change the address and the rows, a reload restores them, and search narrows', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, member.email, member.password);
      assert.equal(await rowCount(page), '14 opportunities');
      await page.getByRole('button', { name: '2h', exact: true }).click();
      await page.waitForFunction(() => location.search === '?within_minutes=120');
      // The Meadows jumps in 5 h: only Randwick's 10 rows are within 2 h.
      await page.getByTestId('row-count').getByText('10 opportunities').waitFor();
      assert.equal(await page.locator('.ant-table-row').filter({ hasText: 'The Meadows' }).count(), 0);

      await page.reload();
      await page.getByText('Next 2 hours · Australian Racing').waitFor({ timeout: 60_000 });
      assert.equal(await rowCount(page), '10 opportunities');
      assert.equal(new URL(page.url()).search, '?within_minutes=120');

      // 'dawn' is Delta Dawn's runner name: her Sportsbet and TAB rows.
      await page.getByLabel('Search races').fill('dawn');
      await page.getByText('(filtered from 10)').waitFor();
      assert.equal(await rowCount(page), '2 opportunities (filtered from 10)');
      await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'dawn');
    } finally {
      await context.close();
    }
  });

  void test('a notification fires once for the one row over the threshold', async () => {
    const { context, page } = await openPage(browser);
    try {
      await context.grantPermissions(['notifications'], { origin: baseUrl });
      // Count the notifications the page constructs; the real ones still show.
      await context.addInitScript(() => {
        const Real = window.Notification;
        const seen: string[] = [];
        (window as unknown as { notices: string[] }).notices = seen;
        window.Notification = class extends Real {
          constructor(title: string, options?: NotificationOptions) {
            super(title, options);
            seen.push(`${title} | ${options?.body ?? ''}`);
          }
        };
      });
      await signIn(page, member.email, member.password);
      // Threshold 5 %: only Delta Dash (+10.0 %) reaches it; Alpha Arrow's +4.0 % does not.
      const saved = await api(page, 'PATCH', '/api/users/me/notifications', { enabled: true, threshold: 5, sound: false });
      assert.equal(saved.status(), 200);
      await page.reload();
      assert.equal(await rowCount(page), '14 opportunities');
      const notices = () => page.evaluate(() => (window as unknown as { notices: string[] }).notices);
      await page.waitForFunction(() => (window as unknown as { notices: string[] }).notices.length > 0);
      assert.deepEqual((await notices()).length, 1);
      assert.match((await notices())[0], /Delta Dash @ 4\.40 with Neds, The Meadows R7/);

      // A reload of the rows (Refresh) brings the same row: no second notification.
      const reloaded = page.waitForResponse((r) => r.url().includes('/api/opportunities'));
      await page.getByRole('button', { name: 'Refresh' }).click();
      await reloaded;
      await page.waitForTimeout(500);
      assert.equal((await notices()).length, 1);
      await api(page, 'PATCH', '/api/users/me/notifications', { enabled: false, threshold: 10, sound: true });
    } finally {
      await context.close();
    }
  });

  void test('a promo created through the api shows up without a reload, and the debug dialog gives its numbers', async () => {
    const { context, page } = await openPage(browser);
    let promoId: string | undefined;
    try {
      await signIn(page);
      assert.equal(await rowCount(page), '14 opportunities');
      assert.equal(await statistic(page, 'With Promo Bonus').textContent(), '0');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      // BonusBack_2nd on Sportsbet at 0.75 retention. Sportsbet's top-2 market devigs to
      // p_top2 = 0.75, 0.50, 0.33, 0.25, 0.17 (hand-snapshot.mjs), so for Alpha Arrow:
      //   refund chance = 0.75 − 0.40 = 0.35; promo EV = 0.35 × 0.75 × 100 = 26.25 (26.249999… in
      //   floating point, 26.25 in the reply: shown +26.3 % everywhere, libs/domain shownDecimals); total = 4.00 + 26.25 = +30.25 (shown +30.3 %).
      //   Bravo Belle: (0.50 − 0.25) × 0.75 × 100 = +18.75 (shown +18.8 %), base 0.0.
      // Every Sportsbet row gains promo value: 5 rows 'With Promo Bonus'.
      // Stakes (Kelly with the refund, value/kelly.ts): Alpha Arrow wins 1.60, is refunded −0.25
      //   (0.35), loses −1 (0.25): G′(f) = 0.64/(1 + 1.6f) − 0.0875/(1 − 0.25f) − 0.25/(1 − f) = 0 at
      //   f ≈ 0.2807 → 1000 × 0.25 × 0.2807 = 70.17, capped at 5 % of 1000 → $50. Bravo Belle
      //   (p 0.25 at 4.00, refund 0.25, lose 0.50): 0.75/(1 + 3f) − 0.0625/(1 − 0.25f) − 0.5/(1 − f)
      //   = 0 at f ≈ 0.0788 → 19.71 → $20.
      const created = await api(page, 'POST', '/api/promos/bulk', {
        bookmaker: 'Sportsbet',
        promoType: 'BonusBack_2nd',
        scope: 'all',
        visibility: 'global',
        valueMultiplier: 0.75,
        label: 'E2E bonus back',
      });
      assert.equal(created.status(), 201);
      promoId = ((await created.json()) as { created: { id: string }[] }).created[0].id;

      // Through /api/events (promo_created): no reload of the page.
      await statistic(page, 'With Promo Bonus')
        .filter({ hasText: /^5$/ })
        .waitFor({ timeout: 30_000 });
      assert.equal(await statistic(page, 'With Promo Bonus').textContent(), '5');
      assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
      const alpha = await cells(page, ROW.alphaSportsbet);
      assert.deepEqual(alpha.slice(6), ['+4.0%', '64.0%', '+26.3% BonusBack_2nd', '+30.3%', '$50']);
      const bravo = await cells(page, ROW.bravoSportsbet);
      assert.deepEqual(bravo.slice(8), ['+18.8% BonusBack_2nd', '+18.8%', '$20']);
      const best = page.locator('.ant-card').filter({ hasText: 'Best Total EV' });
      await best.getByText('+30.3%').waitFor();
      await best.getByText('Alpha Arrow').waitFor();

      await page
        .locator(`.ant-table-row[data-row-key="${ROW.alphaSportsbet}"]`)
        .getByLabel('EV calculation debug for Alpha Arrow')
        .click();
      const dialog = page.getByRole('dialog', { name: 'EV Calculation Debug' });
      await dialog.getByText('Per-bookmaker calculations').waitFor({ timeout: 30_000 });
      await dialog.getByText('E2E Hand Plate').waitFor();
      await dialog.getByText('BF Mid').first().waitFor();
      // Sportsbet's line: win 2.60, place 1 / (0.75 + 0.04) = 1.27, p_win 40.0 %, p_top2 75.0 %,
      // k 2, refund chance 35.0 %, retention 0.75, promo EV +26.3 %, total EV +30.3 %.
      // In the calculations table (the Back and lay table below it lists the books too).
      const line = dialog
        .getByRole('region', { name: 'Per-bookmaker calculations' })
        .locator('tr')
        .filter({ hasText: 'Sportsbet' })
        .last();
      // A cell's first line is its figure; the retention cell says below it where it came from.
      const texts = (await line.locator('td').allInnerTexts()).map((text) => text.trim().split('\n')[0]);
      for (const expected of ['2.60', '1.27', '40.0%', '75.0%', '2', '35.0%', '0.75', '+26.3%', '+30.3%'])
        assert.ok(texts.includes(expected), `${expected} in ${JSON.stringify(texts)}`);
      assert.ok(
        (await line.innerText()).includes("Retention: the promo's value multiplier"),
        'the retention cell names where its retention came from (docs/ev-model.md §10)',
      );
      // Flucs from the stored history (docs/product.md): a step line per book quoting Alpha Arrow
      // (Sportsbet and TAB) and the stored fair price (BF Mid) dashed.
      const flucs = dialog.getByTestId('flucs-chart');
      // A price that never moved is a flat path (no height): attached, not "visible".
      await flucs.locator('.flucs-line-curve').first().waitFor({ state: 'attached', timeout: 30_000 });
      assert.equal(await flucs.locator('.flucs-line').count(), 3);
      assert.equal(await flucs.locator('.flucs-line-curve[stroke-dasharray="6 4"]').count(), 1);
      await page.keyboard.press('Escape');
    } finally {
      if (promoId) await api(page, 'DELETE', `/api/promos/${promoId}`);
      await context.close();
    }
  });

  void test('a promo made by Paste & Parse in the Promo Manager gives its EV on the dashboard', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page);
      await page.goto('/promo-manager');
      // The form's defaults (docs/product.md §9) but min runners: Randwick has 5 runners, not the default 8
      // (Paste & Parse matches only races with at least that many).
      await page.getByLabel('Min runners').fill('5');
      await page.getByLabel('Promo text').fill('Randwick (TB) R4');
      await page.getByRole('button', { name: 'Parse' }).click();
      await page.getByText(/race(s)? matched/).waitFor();
      assert.match((await page.getByText(/race(s)? matched/).first().textContent()) ?? '', /^1 race/);
      await page.getByLabel('Bookmaker').first().fill('Sportsbet');
      await page.getByTitle('Sportsbet', { exact: true }).click();
      // Promo type and multiplier stay at their defaults: BonusBack_2nd at 0.75.
      await page.getByRole('button', { name: 'Create Promo' }).click();
      await page.locator('.ant-list-item').filter({ hasText: 'Sportsbet' }).first().waitFor();

      // The same figures as the api-made promo above (BonusBack_2nd, Sportsbet, 0.75), on Randwick
      // alone: Alpha Arrow promo EV (0.75 − 0.40) × 0.75 × 100 = +26.3 %, total 4.0 + 26.25 = +30.3 %;
      // Bravo Belle (0.50 − 0.25) × 0.75 × 100 = +18.8 %; the 5 Sportsbet rows have a promo bonus.
      await page.goto('/');
      assert.equal(await rowCount(page), '14 opportunities');
      await statistic(page, 'With Promo Bonus').filter({ hasText: /^5$/ }).waitFor({ timeout: 30_000 });
      // A new page load: the stake fills in once the settings have loaded (as above).
      await page.locator(`.ant-table-row[data-row-key="${ROW.alphaSportsbet}"]`).getByText('$50', { exact: true }).waitFor();
      const alpha = await cells(page, ROW.alphaSportsbet);
      assert.deepEqual(alpha.slice(6), ['+4.0%', '64.0%', '+26.3% BonusBack_2nd', '+30.3%', '$50']);
      const bravo = await cells(page, ROW.bravoSportsbet);
      assert.deepEqual(bravo.slice(8), ['+18.8% BonusBack_2nd', '+18.8%', '$20']);
      // TAB has no promo: its rows keep 0.0 %.
      assert.deepEqual((await cells(page, ROW.bravoTab)).slice(8), ['0.0%', '-5.0%', '—']);
    } finally {
      // Clear the promos, so the later tests see the snapshot's plain figures.
      await api(page, 'DELETE', '/api/promos/all');
      await context.close();
    }
  });

  void test('screenshots at 375 and 1440 px, light and dark', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const { context, page } = await openPage(browser);
    try {
      await signIn(page);
      await page.getByText('14 opportunities').waitFor({ timeout: 60_000 });
      for (const colorScheme of ['light', 'dark'] as const) {
        // The theme preference defaults to 'system', which follows this media feature.
        await page.emulateMedia({ colorScheme });
        for (const width of [375, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await page.getByText('14 opportunities').waitFor();
          // The shot is of the dashboard: let the sign-in toast (5 s) go first.
          await page.locator('.ant-notification-notice').waitFor({ state: 'detached', timeout: 15_000 });
          // Crossing the breakpoint swaps the table for the cards (a lazy chunk): give it a moment.
          await page
            .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 10_000 })
            .catch(() => undefined);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.equal(overflow, 0, `nothing overflows at ${width} px (${colorScheme})`);
          // Transitions finished first: the theme switch above animates the buttons' colours.
          await page.screenshot({ path: `${ARTIFACTS}/dashboard-${width}-${colorScheme}.png`, animations: 'disabled' });
          if (width === 1440) {
            // Every column title fits on one line, none cut to an ellipsis.
            const cut = await page.evaluate(() =>
              [...document.querySelectorAll('.ant-table-thead .ant-typography')]
                .filter((title) => title.scrollWidth > title.clientWidth || title.getClientRects().length > 1)
                .map((title) => title.textContent),
            );
            assert.deepEqual(cut, []);
          }
          if (width === 375)
            await page.screenshot({ path: `${ARTIFACTS}/dashboard-${width}-${colorScheme}-full.png`, fullPage: true, animations: 'disabled' });
        }
      }
    } finally {
      await context.close();
    }
  });
});
