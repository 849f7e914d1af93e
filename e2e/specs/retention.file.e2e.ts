import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, signIn, SCREEN_VIEWS } from '../support/browser';
import { describeViolations, injectAxe, seriousViolations } from '../support/axe';
import { handSnapshot, RANDWICK } from '../support/hand-snapshot.mjs';

// Retention measured from the market (docs/ev-model.md §10) on the FILE feed, whatever the time of
// day (the simulated market has no race within the hour in the small hours of Sydney): the spec
// REWRITES the feed file (E2E_FEED_FILE) so that Randwick R4, whose exchange lays every runner,
// starts in 30 minutes, and restores the hand snapshot at the end (Randwick back to 90 minutes) so
// the other file-feed specs see their market. Promo Manager's Measured retention card lists each book's best
// conversion with where it comes from (race, runner, back and lay), as GET /api/retention/measured
// gives it, at 1440 and 375 px, light and dark, axe clean, with a screenshot of each; and the
// dashboard's debug dialog gives each book's measured retention with its source.
const ARTIFACTS = 'tmp/e2e-artifacts';

interface MeasuredRetentionResponse {
  books: { bookmaker: string; retention: number }[];
}

const feedFile = process.env.E2E_FEED_FILE;

/** Writes the hand snapshot with Randwick R4 starting `randwickInMinutes` from now. */
function writeFeed(randwickInMinutes: number): void {
  const now = Date.now();
  const snapshot = handSnapshot(now);
  const randwick = snapshot.races.find((race) => race.extRaceId === RANDWICK.extRaceId)!;
  randwick.startTime = new Date(Math.floor(now / 60_000 + randwickInMinutes) * 60_000).toISOString();
  writeFileSync(feedFile!, JSON.stringify(snapshot));
}

/** Stores what the file says now (the admin's force refresh answers once the data is stored). */
async function refresh(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/refresh', { headers: { Origin: baseUrl } });
  assert.equal(response.status(), 200, await response.text());
}

void describe('measured retention in Promo Manager', { concurrency: 1, skip: !feedFile && 'E2E_FEED_FILE is not set' }, () => {
  let browser: Browser;
  let session: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  before(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchBrowser();
    const { context, page } = await openPage(browser);
    await signIn(page);
    session = await context.storageState();
    writeFeed(30);
    await refresh(page);
    await context.close();
  });
  after(async () => {
    if (browser && session) {
      const { context, page } = await openPage(browser);
      await context.addCookies(session.cookies);
      writeFeed(90);
      await refresh(page);
      await context.close();
    }
    await browser?.close();
  });

  for (const view of SCREEN_VIEWS) {
    void test(`${view.theme} at ${view.width} px: each book's measured retention and its source`, async () => {
      const { context, page } = await openPage(browser, { width: view.width, height: view.height, colorScheme: view.theme });
      await injectAxe(context);
      try {
        if (session) await context.addCookies(session.cookies);
        else {
          await signIn(page);
          session = await context.storageState();
        }
        const measured = (await (await page.request.get('/api/retention/measured')).json()) as MeasuredRetentionResponse;
        assert.ok(measured.books.length > 0, 'Randwick R4, 30 minutes out, has lays');
        await page.goto('/promo-manager');
        await page.getByRole('tab', { name: 'Existing Promos' }).click();
        const card = page.getByRole('region', { name: 'Measured retention' });
        const first = measured.books[0];
        const row = card.locator('tr').filter({ hasText: first.bookmaker }).first();
        await row.waitFor({ timeout: 60_000 });
        const text = ((await row.innerText()) ?? '').replace(/\s+/g, ' ');
        // Measured again by the page's own request: the same book, from a race within the hour.
        assert.match(text, /\d+%/);
        assert.match(text, /R\d+, #\d+ .+: \d+\.\d\d back, \d+\.\d\d lay/);
        assert.equal(await card.locator('.ant-table-row').count(), measured.books.length);
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${ARTIFACTS}/retention-promo-manager-${view.theme}-${view.width}.png` });
        const violations = await seriousViolations(page, []);
        assert.deepEqual(violations, [], describeViolations(violations));

        if (view.width >= 1024 && view.theme === 'light') {
          // The debug dialog's Back and lay gives each book's measured retention with its source.
          await page.goto('/?within_minutes=120');
          await page.getByTestId('row-count').waitFor({ timeout: 60_000 });
          await page.getByLabel(/^EV calculation debug for /).first().click();
          await page.getByRole('heading', { name: 'Back and lay' }).waitFor({ timeout: 30_000 });
          const hedge = page.getByRole('region', { name: 'Back and lay' });
          await hedge
            .getByText(/^\d\.\d\d: .+ R\d+ #\d+ .+, \d+\.\d\d back \/ \d+\.\d\d lay$/)
            .first()
            .waitFor({ timeout: 30_000 });
          await hedge.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${ARTIFACTS}/retention-debug-${view.theme}-${view.width}.png` });
          const inDialog = await seriousViolations(page, [], '.ant-modal-wrap');
          assert.deepEqual(inDialog, [], describeViolations(inDialog));
        }
      } finally {
        await context.close();
      }
    });
  }
});
