import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** Asks the product to read the feed now (POST /api/refresh), as the signed-in page. */
export async function refreshFeed(page: Page): Promise<void> {
  const response = await page.request.fetch('/api/refresh', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: baseUrl } });
  assert.ok(response.ok(), `refresh answered ${response.status()}`);
}

/** Polls `check` every 100 ms until it holds; throws naming `what` after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
