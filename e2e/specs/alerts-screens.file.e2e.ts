import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startWebhookReceiver } from '../../apps/api/test/support/webhook-receiver';
import type { WebhookReceiver } from '../../apps/api/test/support/webhook-receiver';
import { describeViolations, injectAxe, seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser, openPage, SCREEN_VIEWS } from '../support/browser';
import { focusRing, tabTo } from './keyboard-helpers';
import { pickMenuItem, signUp, toast, uniqueEmail } from './web-helpers';

// On the file feed's product: the screens need no moving market, and the simulated feed's group
// of specs ran ~230 s longer than this one (CI's two groups run side by side).
// The alert screens (docs/product.md §10) as a member with content in every part: a rule made
// from the dashboard's filters in one step, a webhook (a local receiver: the product runs with
// WEBHOOK_ALLOW_PRIVATE=1) and a test alert in the history. Each screen at 375 and 1440 px, light
// and dark: axe-core clean, nothing wider than the window, nothing cut off at its edge, a
// screenshot in tmp/e2e-artifacts/. Then the rule flow by keyboard alone.
const PASSWORD = 'e2e-member-password';

interface Shot {
  name: string;
  open: (page: Page) => Promise<void>;
  /** Only this part is checked by axe (a dialog over a screen checked just before). */
  scope?: string;
}

const SHOTS: Shot[] = [
  { name: 'alerts-rules', open: (p) => visit(p, '/alerts', () => p.getByTestId('alert-rule').first().waitFor()) },
  {
    name: 'alerts-rule-dialog',
    scope: '.ant-modal-wrap',
    open: async (p) => {
      await p.getByRole('button', { name: /^Edit rule on / }).first().click();
      await p.getByRole('dialog', { name: /^Edit alert rule on / }).waitFor();
    },
  },
  { name: 'alerts-channels', open: (p) => visit(p, '/alerts?tab=channels', () => p.getByTestId('channel-webhooks').getByText(/^http:\/\/127\.0\.0\.1/).waitFor()) },
  { name: 'alerts-history', open: (p) => visit(p, '/alerts?tab=history', () => p.getByRole('region', { name: 'Notification history' }).getByText('Delivered').first().waitFor()) },
  { name: 'settings', open: (p) => visit(p, '/settings/notifications', () => p.getByRole('heading', { name: 'Staking' }).waitFor({ timeout: 30_000 })) },
  {
    name: 'manage-views',
    scope: '.ant-modal-wrap',
    open: async (p) => {
      await visit(p, '/?max_results=50', () => p.getByTestId('row-count').waitFor({ timeout: 60_000 }));
      await pickMenuItem(p, p.getByTestId('saved-views'), 'Manage views…', p.getByRole('dialog', { name: 'Saved views' }));
    },
  },
];

async function visit(page: Page, path: string, ready: () => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready();
}

/** What sticks out: the page wider than the window, or a control, tag or heading cut off at its edge. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
    const parts = document.querySelectorAll('main button, main input, main .ant-tag, main h1, main [role=heading], .ant-modal button, .ant-modal input, .ant-modal-title');
    for (const el of parts) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -1 || box.right > width + 1) found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" spans ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    // A dialog's title text never runs under its close button (the text's own box, not its block's).
    const titleNode = document.querySelector('.ant-modal-title');
    const close = document.querySelector('.ant-modal-close')?.getBoundingClientRect();
    if (titleNode && close) {
      // The rectangles of its text nodes' lines only (an element's box spans its whole block).
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(titleNode, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text !== null; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        lines.push(...range.getClientRects());
      }
      if (lines.some((line) => line.right > close.left + 1 && line.top < close.bottom && line.bottom > close.top)) found.push('the dialog title runs into its close button');
    }
    return found;
  });
}

void describe('alert screens at 375 and 1440 px, light and dark, and by keyboard', () => {
  let browser: Browser;
  let receiver: WebhookReceiver;
  let email = '';
  before(async () => {
    browser = await launchBrowser();
    receiver = await startWebhookReceiver();
    // A member with a rule from the dashboard's filters, a webhook and a delivered test alert.
    const { context, page } = await openPage(browser);
    try {
      email = uniqueEmail('alert-screens');
      await signUp(page, 'Alert Screens', email, PASSWORD);
      await page.goto('/?codes=HR,TB&min_total_ev=12&bookmakers=Sportsbet,TAB');
      // Whether or not a row passes these filters now, the header's menu is there.
      await page.getByTestId('saved-views').waitFor({ timeout: 60_000 });
      const dialog = page.getByRole('dialog', { name: 'Alert me on these filters' });
      await pickMenuItem(page, page.getByTestId('saved-views'), 'Alert me on these filters…', dialog);
      await dialog.getByLabel('Only within this many minutes of the jump').fill('60');
      await dialog.getByRole('button', { name: 'Create alert' }).click();
      await toast(page).filter({ hasText: 'Alert rule added' }).waitFor();
      // The view of those filters now names the address, whatever order it lists them in.
      await page.goto('/?bookmakers=TAB,Sportsbet&min_total_ev=12&codes=TB,HR');
      await page.getByTestId('saved-views').filter({ hasText: 'TB, HR · TAB, Sportsbet · total EV ≥ 12 %' }).waitFor({ timeout: 30_000 });
      const hook = await page.request.post('/api/users/me/webhooks', { data: { url: receiver.url, secret: 'e2e-screens-secret-123' } });
      assert.equal(hook.status(), 201);
      await page.goto('/alerts?tab=channels');
      await page.getByRole('button', { name: 'Send test webhook alert' }).click();
      await page.getByText('Test alert delivered').waitFor({ timeout: 20_000 });
      assert.equal(receiver.received.length, 1);
    } finally {
      await context.close();
    }
  });
  after(async () => {
    await browser?.close();
    await receiver?.close();
  });

  for (const view of SCREEN_VIEWS) {
    void test(`${view.theme} at ${view.width} px: axe-core clean, nothing overflowing or cut off`, async () => {
      const { context, page } = await openPage(browser, { width: view.width, height: view.height, colorScheme: view.theme });
      await injectAxe(context);
      const found: string[] = [];
      try {
        await page.goto('/login');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
        assert.equal(await page.locator('html').getAttribute('data-theme'), view.theme);
        for (const shot of SHOTS) {
          await shot.open(page);
          // Past the dialogs' opening animation: a part still moving in is not where it ends.
          await page.waitForTimeout(400);
          await page.screenshot({ path: `tmp/e2e-artifacts/${shot.name}-${view.width}-${view.theme}.png`, fullPage: true });
          for (const problem of await overflow(page)) found.push(`${shot.name}: ${problem}`);
          const violations = await seriousViolations(page, [], shot.scope);
          if (violations.length > 0) found.push(`${shot.name}:\n${describeViolations(violations)}`);
          if (shot.scope) await page.keyboard.press('Escape');
        }
        assert.deepEqual(found, [], found.join('\n'));
      } finally {
        await context.close();
      }
    });
  }

  void test('a rule added, turned off and deleted with the keyboard alone', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
      await page.goto('/alerts');
      // The member's rule from the dashboard is there before counting.
      await page.getByTestId('alert-rule').first().waitFor();
      const before = await page.getByTestId('alert-rule').count();
      await tabTo(page, page.getByRole('button', { name: 'New rule' }));
      assert.match(await focusRing(page), /^solid|^auto/);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New alert rule' });
      await dialog.waitFor();
      // The view is picked (the only one); the threshold typed; the Add button reached by Tab.
      await tabTo(page, dialog.getByLabel('When total EV reaches (%)'));
      await page.keyboard.press('Control+A');
      await page.keyboard.type('25');
      await tabTo(page, dialog.getByRole('checkbox', { name: 'GR (greyhounds)' }));
      await page.keyboard.press('Space');
      await tabTo(page, dialog.getByRole('button', { name: 'Add rule' }));
      await page.keyboard.press('Enter');
      await toast(page).filter({ hasText: 'Alert rule added' }).waitFor();
      await page.getByTestId('alert-rule').nth(before).waitFor();
      const added = page.getByTestId('alert-rule').filter({ hasText: '≥ 25 %' });
      await added.getByText('GR', { exact: true }).waitFor();
      // Off by its switch, then deleted: the delete asks first.
      await tabTo(page, added.getByRole('switch'));
      await page.keyboard.press('Space');
      await added.getByText('Off', { exact: true }).waitFor();
      await tabTo(page, added.getByRole('button', { name: /^Delete rule on / }));
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('tooltip').filter({ hasText: 'Delete the rule on' });
      await confirm.waitFor();
      assert.equal(await page.getByTestId('alert-rule').count(), before + 1, 'nothing deleted before the confirmation');
      await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
      await page.keyboard.press('Enter');
      await toast(page).filter({ hasText: 'Rule deleted' }).waitFor();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="alert-rule"]').length === n, before);
    } finally {
      await context.close();
    }
  });
});
