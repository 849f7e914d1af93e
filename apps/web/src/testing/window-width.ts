/** jsdom's window width, the one every test starts from (setup-tests.ts restores it after each). */
export const JSDOM_WIDTH = 1024;

/**
 * Sets `window.innerWidth` for a test (a phone at 375, say): writable and configurable, so any test
 * after it, in this file or another sharing the worker, can set it again.
 */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}
