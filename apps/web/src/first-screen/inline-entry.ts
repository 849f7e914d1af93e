import { preloadAppModules, startAppAfterEarlyScreen } from './app-start';
import { startEarlyScreen } from './early-screen';

// The early first screen's entry, built on its own and inlined into index.html's head
// (first-screen-inline.plugin.mts): it must run before the app, never break it, and start it.
const script = document.currentScript;
try {
  startEarlyScreen(window);
} catch {
  // The app draws the first screen itself.
}
// After the first rows' request has left.
preloadAppModules((script?.getAttribute('data-app-modules') ?? '').split(' ').filter((href) => href !== ''));
const appEntry = script?.getAttribute('data-app-entry');
if (appEntry) startAppAfterEarlyScreen(appEntry);
