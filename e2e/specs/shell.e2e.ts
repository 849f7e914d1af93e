import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, signIn } from '../support/browser';

void describe('web shell', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  void test('home renders the dashboard with its header, statistics and the api connection', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.getByText('Australian Racing').waitFor();
      await page.getByText('Total Opportunities').waitFor();
      await page.getByText('✓ Connected').waitFor();
      assert.equal(await page.title(), 'Dashboard · Overlay');
    } finally {
      await context.close();
    }
  });

  void test('an unknown path shows the 404 card', async () => {
    const { context, page } = await openPage(browser);
    try {
      const response = await page.goto('/no/such/page');
      assert.equal(response?.status(), 200);
      await page.getByText('404 Page Not Found').waitFor();
      await page
        .getByText('Did you forget to add the page to the router?')
        .waitFor();
    } finally {
      await context.close();
    }
  });

  void test('a visitor to a protected route is sent to /login', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/settings/notifications');
      // The sign-in page keeps the address that asked for it (docs/product.md §2).
      await page.waitForURL(`${baseUrl}/login?next=%2Fsettings%2Fnotifications`);
      await page
        .getByText('Enter your credentials to access your account')
        .waitFor();
    } finally {
      await context.close();
    }
  });

  void test('the theme follows the OS, and the toggle switches it and persists across a reload', async () => {
    const { context, page } = await openPage(browser, { colorScheme: 'dark' });
    try {
      await page.goto('/login');
      const html = page.locator('html');
      await page.getByTestId('theme-toggle').waitFor();
      assert.equal(await html.getAttribute('data-theme'), 'dark');
      await page.getByTestId('theme-toggle').click();
      assert.equal(await html.getAttribute('data-theme'), 'light');
      assert.equal(
        await page.evaluate(() => localStorage.getItem('overlay.theme')),
        'light',
      );
      const background = await page
        .locator('.ant-layout')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      await page.reload();
      await page.getByTestId('theme-toggle').waitFor();
      assert.equal(await html.getAttribute('data-theme'), 'light');
      await page.getByTestId('theme-toggle').click();
      assert.equal(await html.getAttribute('data-theme'), 'dark');
      const darkBackground = await page
        .locator('.ant-layout')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.notEqual(
        darkBackground,
        background,
        'the antd theme should change with the toggle',
      );
      await page.reload();
      await page.getByTestId('theme-toggle').waitFor();
      assert.equal(await html.getAttribute('data-theme'), 'dark');
    } finally {
      await context.close();
    }
  });

  void test('the layout fits a 375px phone: a hamburger opens the links, nothing scrolls sideways', async () => {
    const { context, page } = await openPage(browser, {
      width: 375,
      height: 812,
    });
    try {
      await signIn(page);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog')
        .getByRole('link', { name: 'Admin Panel' })
        .click();
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
