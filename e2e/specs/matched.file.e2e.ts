import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, signIn, SCREEN_VIEWS } from '../support/browser';
import { describeViolations, injectAxe, seriousViolations } from '../support/axe';

// The dashboard's Matched mode (docs/ev-model.md §10) on the FILE feed (e2e/support/hand-snapshot.mjs),
// at 1440 and 375 px, light and dark, with axe-core and a screenshot of each. By hand, at the
// default 7 % commission: Randwick R4's exchange lays Alpha Arrow at 1 / 0.395 = 2.5316; Sportsbet
// backs it at $2.60: rating 2.60 / 2.5316 = 102.7 %; locked 2.60 × 0.93 / 2.4616 − 1 = −1.77 %
// (no promo on the file feed: locked EV the same). For a $50 back: lay 50 × 2.60 / 2.4616 = $52.81,
// liability 52.81 × 1.5316 = $80.89; wins 50 × 1.60 − 80.89 = −$0.89; loses 52.81 × 0.93 − 50 =
// 49.11 − 50 = −$0.89.
const ARTIFACTS = 'tmp/e2e-artifacts';
const ALPHA = 'e2e-randwick-r4:1:Sportsbet';

async function rowTexts(page: Page): Promise<string> {
  const row = page.locator(`.ant-table-row[data-row-key="${ALPHA}"]`);
  await row.waitFor({ timeout: 60_000 });
  return ((await row.innerText()) ?? '').replace(/\s+/g, ' ');
}

void describe('Matched mode (back and lay) on the hand-priced file feed', { concurrency: 1 }, () => {
  let browser: Browser;
  let session: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const view of SCREEN_VIEWS) {
    void test(`${view.theme} at ${view.width} px: lay, rating and locked figures by hand, axe clean`, async () => {
      const { context, page } = await openPage(browser, { width: view.width, height: view.height, colorScheme: view.theme });
      await injectAxe(context);
      try {
        if (session) await context.addCookies(session.cookies);
        else {
          await signIn(page);
          session = await context.storageState();
        }
        await page.goto('/?matched=true&within_minutes=120');
        await page.getByTestId('row-count').waitFor({ timeout: 60_000 });
        assert.equal(await page.getByRole('switch', { name: 'Matched' }).isChecked(), true);
        if (view.width >= 1024) {
          for (const title of ['Lay', 'Rating', 'Locked', 'Locked EV'])
            await page.getByRole('columnheader', { name: title, exact: true }).waitFor();
          const text = await rowTexts(page);
          assert.match(text, /2\.53/);
          assert.match(text, /102\.7%/);
          assert.match(text, /-1\.8%.*-1\.8%/);
        } else {
          const card = page.locator('.ant-card').filter({ hasText: 'Alpha Arrow' }).filter({ hasText: 'Sportsbet' });
          await card.first().getByText(/Lay 2\.53 · 102\.7%/).waitFor({ timeout: 30_000 });
          await card.first().scrollIntoViewIfNeeded();
        }
        await page.screenshot({ path: `${ARTIFACTS}/matched-${view.theme}-${view.width}.png`, fullPage: false });
        const violations = await seriousViolations(page, []);
        assert.deepEqual(violations, [], describeViolations(violations));

        if (view.width >= 1024 && view.theme === 'light') {
          // The debug dialog's hedge for a $50 back on Alpha Arrow at Sportsbet.
          await page.getByLabel('EV calculation debug for Alpha Arrow').first().click();
          await page.getByRole('heading', { name: 'Back and lay' }).waitFor({ timeout: 30_000 });
          const stake = page.getByLabel('Back stake');
          await stake.fill('50');
          await stake.press('Tab');
          const hedge = page.getByRole('region', { name: 'Back and lay' });
          const sportsbet = hedge.locator('tr').filter({ hasText: 'Sportsbet' });
          await sportsbet.getByText('$52.81').waitFor();
          await sportsbet.getByText('$80.89').waitFor();
          assert.equal(await sportsbet.getByText('−$0.89').count(), 2);
          await page.screenshot({ path: `${ARTIFACTS}/matched-debug-${view.theme}-${view.width}.png` });
          const inDialog = await seriousViolations(page, [], '.ant-modal-wrap');
          assert.deepEqual(inDialog, [], describeViolations(inDialog));
        }
      } finally {
        await context.close();
      }
    });
  }
});
