import { afterEach } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * What a failed browser test saw last, printed under it (CI shows only the test output, and a
 * failure such as "waitForFunction: Timeout" says nothing of the page). Each page opened by
 * `openPage` is looked at as its context closes, which the tests do in `finally`, before the
 * failure is reported; the look is printed only when the test failed.
 */
const looks: string[] = [];
const MAX_SNAPSHOT_CHARS = 2_500;
const MAX_MESSAGES = 8;
const LOOK_TIMEOUT_MS = 5_000;

export function lookBeforeClose(context: BrowserContext, page: Page): void {
  const messages: string[] = [];
  const keep = (text: string) => {
    messages.push(text.slice(0, 300));
    if (messages.length > MAX_MESSAGES) messages.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      keep(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`pageerror: ${error.message}`));
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (!page.isClosed())
      looks.push(await withinLookTime(describePage(page, messages)));
    return close(options);
  };
}

/** The look, or why there is none: a page stuck in a long task must not keep its context open. */
function withinLookTime(look: Promise<string>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(
      () =>
        resolve(
          `(no look: the page did not answer within ${LOOK_TIMEOUT_MS} ms)`,
        ),
      LOOK_TIMEOUT_MS,
    );
  });
  return Promise.race([
    look.catch((error: Error) => `(no look: ${error.message})`),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

async function describePage(page: Page, messages: string[]): Promise<string> {
  const focus = await page.evaluate(() => {
    const active = document.activeElement;
    return active === null || active === document.body
      ? 'body'
      : active.outerHTML.slice(0, 240);
  });
  // An open dialog is what the test was at; else the page's main region (the header is the same on every page).
  const dialog = page.getByRole('dialog').last();
  const region = (await dialog.isVisible()) ? dialog : page.locator('main');
  const snapshot = await region
    .ariaSnapshot({ timeout: 2_000 })
    .catch(() => '(no snapshot)');
  return [
    `last look at ${page.url()} (${page.viewportSize()?.width ?? '?'} px)`,
    `focus: ${focus}`,
    `console: ${messages.length === 0 ? 'nothing' : messages.join(' | ')}`,
    snapshot.length > MAX_SNAPSHOT_CHARS
      ? `${snapshot.slice(0, MAX_SNAPSHOT_CHARS)}\n…`
      : snapshot,
  ].join('\n');
}

afterEach((t) => {
  const taken = looks.splice(0);
  // `passed` is there since Node 20.12 (the types here do not say so yet).
  if (!('diagnostic' in t) || (t as { passed?: boolean }).passed !== false)
    return;
  // A line each: a diagnostic of several lines is printed on one, with its line breaks escaped.
  for (const line of taken.flatMap((look) => look.split('\n')))
    t.diagnostic(line);
});
