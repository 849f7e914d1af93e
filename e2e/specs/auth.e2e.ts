import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, signIn } from '../support/browser';
import { logOut, signUp, toast, uniqueEmail } from './web-helpers';

void describe('accounts and roles', () => {
  let browser: Browser;
  const member = {
    name: 'E2E Member',
    email: uniqueEmail('member'),
    password: 'e2e-member-password',
  };

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  void test('signup lands on / with the welcome toast, and logout goes to /login', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signUp(page, member.name, member.email, member.password);
      await toast(page).getByText('Welcome!').waitFor();
      await toast(page)
        .getByText('Your account has been created successfully.')
        .waitFor();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await logOut(page);
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await page.goto('/');
      await page.waitForURL(`${baseUrl}/login`);
    } finally {
      await context.close();
    }
  });

  void test('signup validation and a taken email are explained under the fields', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Name must be at least 2 characters').waitFor();
      await page.getByText('Invalid email address').waitFor();
      await page.getByText('Password must be at least 8 characters').waitFor();
      await page.getByLabel('Name').fill('Someone Else');
      await page.getByLabel('Email').fill(member.email);
      await page
        .getByLabel('Password', { exact: true })
        .fill('another-password');
      await page.getByLabel('Confirm Password').fill('another-passwort');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText("Passwords don't match").waitFor();
      await page.getByLabel('Confirm Password').fill('another-password');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await toast(page).getByText('Signup failed').waitFor();
      assert.doesNotMatch((await toast(page).textContent()) ?? '', /\d{3}: \{/);
      assert.equal(page.url(), `${baseUrl}/signup`);
    } finally {
      await context.close();
    }
  });

  void test('a wrong password gives a destructive Login failed toast', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page
        .getByTestId('toast-destructive')
        .getByText('Login failed')
        .waitFor();
      assert.equal(page.url(), `${baseUrl}/login`);
    } finally {
      await context.close();
    }
  });

  void test('a member sees no admin links and /admin shows no user table', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, member.email, member.password);
      await toast(page).getByText('Welcome back!').waitFor();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
      for (const label of ['Promo Manager', 'Live Tracker', 'Admin Panel']) {
        assert.equal(
          await nav.getByRole('link', { name: label }).count(),
          0,
          `${label} should be hidden`,
        );
      }
      await page.getByTestId('user-menu').click();
      await page
        .getByRole('menu')
        .getByText('Member', { exact: true })
        .waitFor();
      await page.keyboard.press('Escape');
      await page.goto('/admin');
      await page.getByText('Access denied').waitFor();
      assert.equal(await page.getByRole('table').count(), 0);
      const status = await page.evaluate(
        async () =>
          (await fetch('/api/admin/users', { credentials: 'include' })).status,
      );
      assert.equal(
        status,
        403,
        'the server refuses the list to a member as well',
      );
    } finally {
      await context.close();
    }
  });

  void test('the admin lists users in the Admin Panel and changes a role', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Admin Panel' })
        .click();
      await page.waitForURL(`${baseUrl}/admin`);
      const row = page.getByRole('row').filter({ hasText: member.email });
      await row.waitFor();
      await page.getByText('Role Permissions').waitFor();
      await row
        .getByRole('combobox', { name: `Role of ${member.name}` })
        .click();
      await page
        .locator('.ant-select-dropdown:visible')
        .getByText('Promo Editor', { exact: true })
        .click();
      await toast(page).getByText('User updated').waitFor();
      await page.reload();
      await page
        .getByRole('row')
        .filter({ hasText: member.email })
        .getByText('Promo Editor')
        .waitFor();
    } finally {
      await context.close();
    }

    // The promoted member now sees the editor links.
    const second = await openPage(browser);
    try {
      await signIn(second.page, member.email, member.password);
      const nav = second.page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Promo Manager' }).waitFor();
      assert.equal(
        await nav.getByRole('link', { name: 'Admin Panel' }).count(),
        0,
      );
    } finally {
      await second.context.close();
    }
  });
});
