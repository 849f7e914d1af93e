import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, signIn } from '../support/browser';
import { signUp, toast, uniqueEmail } from './web-helpers';

/** The main navigation's link names, in order. */
async function navLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) =>
    text.trim(),
  );
}

void describe('admin panel', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  void test("an admin makes a member a Promo Editor and that user's links change", async () => {
    const name = `Role Member ${Date.now() % 1e6}`;
    const member = await openPage(browser);
    let admin: Awaited<ReturnType<typeof openPage>> | undefined;
    try {
      await signUp(member.page, name, uniqueEmail('role-member'));
      // docs/product.md §2 navigation: a member sees the Dashboard, the Bet Log and Alerts.
      assert.deepEqual(await navLinks(member.page), ['Dashboard', 'Bet Log', 'Alerts']);

      // Two windows: the one acted on is brought to the front (a background one may not paint,
      // and a click then waits for a frame that never comes).
      admin = await openPage(browser);
      await admin.page.bringToFront();
      await signIn(admin.page);
      await admin.page.goto('/admin');
      const role = admin.page.getByLabel(`Role of ${name}`);
      await role.click();
      await admin.page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByTitle('Promo Editor', { exact: true })
        .click();
      await toast(admin.page).getByText('User updated').waitFor();

      // The Role column's filter menu (loaded when first drawn: apps/web/narrow-imports.plugin.mts)
      // keeps the Promo Editors only.
      await admin.page
        .locator('th', { hasText: 'Role' })
        .locator('.ant-table-filter-trigger')
        .click();
      const menu = admin.page.locator('.ant-table-filter-dropdown:visible');
      await menu.getByText('Promo Editor', { exact: true }).click();
      await menu.getByRole('button', { name: 'OK' }).click();
      // The users table's rows (the panel's price sources are a table too).
      const rows = admin.page.locator('[data-testid="users-table"] .ant-table-tbody tr.ant-table-row');
      await admin.page.getByLabel(`Role of ${name}`).waitFor();
      await admin.page.waitForFunction(() =>
        [
          ...document.querySelectorAll('[data-testid="users-table"] .ant-table-tbody tr.ant-table-row'),
        ].every((row) => row.textContent?.includes('Promo Editor')),
      );
      assert.ok((await rows.count()) >= 1);

      // The member's next load asks the session again: Promo Manager and Live Tracker appear,
      // the Admin Panel stays admin-only, and the Promo Manager opens.
      await member.page.bringToFront();
      await member.page.reload();
      await member.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Promo Manager' })
        .waitFor();
      assert.deepEqual(await navLinks(member.page), [
        'Dashboard',
        'Bet Log',
        'Alerts',
        'Promo Manager',
        'Live Tracker',
      ]);
      await member.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Promo Manager' })
        .click();
      await member.page
        .getByRole('heading', { name: 'Promo Manager' })
        .waitFor();
      await member.page.getByRole('tab', { name: 'Refund Promos' }).waitFor();
    } finally {
      await member.context.close();
      await admin?.context.close();
    }
  });
});
