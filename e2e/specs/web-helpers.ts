import type { Locator, Page } from 'playwright-core';
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
  // Argon2 hashing on a busy 2-core CI machine can take a while: allow it 60 s.
  await page.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
}

/**
 * Opens a dropdown menu by its trigger, picks an item and waits for what the item opens. The
 * item is awaited visible first: the dropdown animates in, and a click during that must not be
 * the one that counts. A menu that closes under the pointer (seen in CI right after signup, the
 * item turning "not visible" mid-click), or an item click that lands while the popup realigns
 * after a scroll (the menu stays open and nothing opens: the saved views' "Manage views…" under
 * load), is tried again, up to three times, rather than waited on for 30 s.
 */
export async function pickMenuItem(
  page: Page,
  trigger: Locator,
  name: string,
  opens?: Locator,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const item = page.getByRole('menuitem', { name });
      if (!(await item.isVisible())) await trigger.click({ timeout: 10_000 });
      await item.waitFor({ state: 'visible', timeout: 10_000 });
      await item.click({ timeout: 10_000 });
      await opens?.waitFor({ state: 'visible', timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Opens the header's user menu and picks one of its items (and waits for what it opens, if given). */
export async function pickUserMenuItem(
  page: Page,
  name: string,
  opens?: Locator,
): Promise<void> {
  await pickMenuItem(page, page.getByTestId('user-menu'), name, opens);
}

/**
 * Logs out through the user menu and waits for /login. The logout call itself is awaited: a
 * menu that a re-render closed under the pointer sends no call, and only then is the pick
 * repeated (once), so a logout that was sent but failed still fails the test.
 */
export async function logOut(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const sent = page
      .waitForRequest((request) => request.url().endsWith('/api/auth/logout'), {
        timeout: 10_000,
      })
      .then(
        () => true,
        () => false,
      );
    await pickUserMenuItem(page, 'Logout');
    if ((await sent) || attempt === 2) break;
  }
  await page.waitForURL(`${baseUrl}/login`);
}

/** The visible toast (antd notification). */
export function toast(page: Page) {
  return page
    .locator('[data-testid="toast"], [data-testid="toast-destructive"]')
    .last();
}

/**
 * On the Live Race Tracker list (its rows loaded): the row of the first race that is open and
 * jumps at least `marginMs` from now. The list leads with the next race to jump, and a race that
 * jumps during a test ends its stream (a last tick, then 'Closed' and no more updates, as it
 * should): the live e2e test waited for ticks on a race that jumped 6 s after it opened.
 */
export async function trackerRowStartingLater(
  page: Page,
  marginMs = 3 * 60_000,
): Promise<Locator> {
  const races = await page.evaluate(async () => {
    const response = await fetch('/api/races', { credentials: 'same-origin' });
    return (await response.json()) as {
      extRaceId: string;
      startTime: string;
      state: string;
    }[];
  });
  const shown = await page
    .locator('.ant-table-row[data-href]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-href')));
  const later = races.find(
    (race) =>
      race.state === 'open' &&
      Date.parse(race.startTime) - Date.now() >= marginMs &&
      shown.some((href) =>
        href?.endsWith(`/${encodeURIComponent(race.extRaceId)}`),
      ),
  );
  if (!later)
    throw new Error(
      `no listed race is open and starts ${marginMs / 60_000} min or more from now`,
    );
  return page.locator(
    `.ant-table-row[data-href$="/${encodeURIComponent(later.extRaceId)}"]`,
  );
}
