import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { lookBeforeClose } from './last-look';

/** The product started by e2e/run.mjs. */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const adminEmail = process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test';
export const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';

/** The four views every screen is checked at (docs/product.md: 375 and 1440 px, light and dark). */
export const SCREEN_VIEWS = [
  { theme: 'light', width: 1440, height: 900 },
  { theme: 'dark', width: 1440, height: 900 },
  { theme: 'light', width: 375, height: 812 },
  { theme: 'dark', width: 375, height: 812 },
] as const;

// Without the background-networking flags Chromium keeps dialling hosts this network refuses.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
}

export async function openPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  lookBeforeClose(context, page);
  return { context, page };
}

/** Signs in through the login form and waits for the home page. */
export async function signIn(page: Page, email = adminEmail, password = adminPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Argon2 hashing on a busy 2-core CI machine can take a while: allow it 60 s.
  await page.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
}
