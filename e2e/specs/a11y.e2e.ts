import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, signIn, SCREEN_VIEWS } from '../support/browser';
import {
  describeViolations,
  injectAxe,
  seriousViolations,
} from '../support/axe';
import type { AxeAllowance } from '../support/axe';

/**
 * axe-core (WCAG 2.0 and 2.1, A and AA) finds no serious or critical violation on
 * any screen, light or dark, on a phone and a desktop. One browser; one page per viewport and
 * theme, signed in once and reused for every screen.
 */
const ALLOWANCES: AxeAllowance[] = [];

interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
  /** Only this part is checked (a dialog over a screen checked just before). */
  scope?: string;
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
}

/**
 * Moves to another screen inside the app, as its menu links do (the router follows popstate):
 * the app and axe are not loaded again, which halves the time of a signed-in screen.
 */
async function navigate(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL(`${baseUrl}${path}`);
  await ready(page);
}

const heading = (name: string, level = 2) => (page: Page) =>
  page.getByRole('heading', { name, level }).first().waitFor({ timeout: 30_000 }).then(() => undefined);

const PUBLIC_SCREENS: Screen[] = [
  {
    name: '/login',
    open: (page) =>
      visit(page, '/login', (p) => p.getByRole('button', { name: 'Login' }).waitFor()),
  },
  {
    name: '/signup',
    open: (page) =>
      visit(page, '/signup', (p) =>
        p.getByRole('button', { name: 'Create Account' }).waitFor(),
      ),
  },
  {
    name: '404',
    open: (page) =>
      visit(page, '/no/such/page', heading('404 Page Not Found', 1)),
  },
];

const SIGNED_IN_SCREENS: Screen[] = [
  {
    name: '/ (dashboard)',
    open: (page) =>
      // The smallest results limit: the rows repeat one another (see REPEATS in support/axe.ts).
      visit(page, '/?max_results=50', (p) =>
        p.getByTestId('row-count').waitFor({ timeout: 60_000 }),
      ),
  },
  {
    name: '/ (debug dialog open)',
    scope: '.ant-modal-wrap',
    open: async (page) => {
      await page.getByLabel(/EV calculation debug for/).first().click();
      await page.getByText('Per-bookmaker calculations').waitFor({ timeout: 30_000 });
    },
  },
  {
    name: '/ (bookmaker chooser open)',
    scope: '.ant-modal-wrap',
    open: async (page) => {
      // The debug dialog before it is open still: close it, then open the chooser from the filters.
      await page.keyboard.press('Escape');
      await page.locator('.ant-modal-wrap').first().waitFor({ state: 'hidden' });
      const folded = page.getByRole('button', { name: 'Filters' });
      if ((await folded.count()) > 0 && (await folded.getAttribute('aria-expanded')) !== 'true') await folded.click();
      await page.getByRole('button', { name: 'Choose bookmakers' }).click();
      await page.getByRole('dialog', { name: 'Choose bookmakers' }).getByRole('checkbox').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: '/bets',
    open: (page) =>
      navigate(page, '/bets', (p) =>
        p.getByRole('heading', { name: 'Bet Log' }).waitFor({ timeout: 30_000 }),
      ),
  },
  { name: '/promo-manager', open: (page) => navigate(page, '/promo-manager', heading('Promo Manager', 1)) },
  { name: '/bet-boosts', open: (page) => navigate(page, '/bet-boosts', heading('Bet Boosts', 1)) },
  {
    name: '/admin',
    open: (page) =>
      navigate(page, '/admin', async (p) => {
        await heading('Admin Panel', 1)(p);
        await p.locator('.ant-table-row').first().waitFor();
      }),
  },
  {
    name: '/admin/live-tracker',
    open: (page) =>
      navigate(page, '/admin/live-tracker', (p) => p.locator('.ant-table-row[data-href]').first().waitFor()),
  },
  {
    name: 'live race page',
    open: async (page) => {
      const href = await page.locator('.ant-table-row[data-href]').first().getAttribute('data-href');
      assert.ok(href, 'the tracker lists a race');
      await navigate(page, href, (p) =>
        p.getByTestId('live-odds-table').locator('.ant-table-row').first().waitFor({ timeout: 15_000 }),
      );
    },
  },
  {
    name: '/settings/notifications',
    open: (page) => navigate(page, '/settings/notifications', heading('Notification Settings')),
  },
  { name: '/alerts (rules)', open: (page) => navigate(page, '/alerts', (p) => p.getByText('No alert rules yet').waitFor({ timeout: 30_000 })) },
  { name: '/alerts (channels)', open: (page) => navigate(page, '/alerts?tab=channels', heading('Alert channels')) },
  { name: '/alerts (history)', open: (page) => navigate(page, '/alerts?tab=history', (p) => p.getByText('No alerts sent yet').waitFor({ timeout: 30_000 })) },
];


// Two pages at a time: one waits on the server while the other runs axe.
void describe('accessibility (axe-core, WCAG 2.1 AA)', { concurrency: 2 }, () => {
  let browser: Browser;
  let session: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const view of SCREEN_VIEWS) {
    void test(`every screen, ${view.theme} at ${view.width} px: no serious or critical violation`, async () => {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: view.width, height: view.height },
        colorScheme: view.theme,
      });
      await injectAxe(context);
      const page = await context.newPage();
      const found: string[] = [];
      const check = async (screen: Screen) => {
        const t0 = Date.now();
        await screen.open(page);
        const t1 = Date.now();
        assert.equal(
          await page.locator('html').getAttribute('data-theme'),
          view.theme,
        );
        const violations = await seriousViolations(page, ALLOWANCES, screen.scope);
        if (process.env.A11Y_TIMING) console.log(`${view.theme} ${view.width} ${screen.name}: open ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
        if (violations.length > 0)
          found.push(`${screen.name}:\n${describeViolations(violations)}`);
      };
      try {
        for (const screen of PUBLIC_SCREENS) await check(screen);
        // One sign-in (Argon2 is slow on a busy machine); the other pages reuse its cookie.
        if (session) await context.addCookies(session.cookies);
        else {
          await signIn(page);
          session = await context.storageState();
        }
        for (const screen of SIGNED_IN_SCREENS) await check(screen);
        assert.deepEqual(found, [], found.join('\n\n'));
      } finally {
        await context.close();
      }
    });
  }
});
