import type { Page } from 'playwright-core';
import { baseUrl } from '../support/browser';

/** A unique address per run, so specs never collide in the shared database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
}

/** Creates an account through the signup form and waits for the home page. */
export async function signUp(
  page: Page,
  name: string,
  email: string,
  password = 'e2e-member-password',
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** Logs out through the user menu and waits for /login. */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${baseUrl}/login`);
}

/** The visible toast (antd notification). */
export function toast(page: Page) {
  return page
    .locator('[data-testid="toast"], [data-testid="toast-destructive"]')
    .last();
}
