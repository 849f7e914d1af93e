import type { Locator, Page } from 'playwright-core';
import { adminEmail, adminPassword, baseUrl } from '../support/browser';

/**
 * Presses Tab until the element has the focus (at most `max` times), or Shift+Tab when the
 * element comes before the focus in the page.
 */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await target.waitFor({ timeout: 30_000 });
  // The locator, not an element handle, on every press: a screen still drawing may replace the
  // target's node (a live race's header once its first tick came), and a stale handle never gets
  // the focus.
  const before = await target.evaluate(
    (el) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      (el.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
    await page.keyboard.press(before ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab did not reach ${String(target)} in ${max} presses`);
}

/** The focused element's outline: a visible ring has a style and a width. */
export async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
}

/** Signs the admin in through the login form with the keyboard, and waits for the dashboard. */
export async function signInByKeyboard(page: Page): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(adminEmail);
  await page.keyboard.press('Tab');
  await page.keyboard.type(adminPassword);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
}
