import { startAppAfterEarlyScreen } from './app-start';
import { startEarlyScreen } from './early-screen';

// The early first screen's entry, built on its own and inlined into index.html's head
// (first-screen-inline.plugin.mts): it must run before the app, never break it, and start it.
const script = document.currentScript;
try {
  startEarlyScreen(window);
} catch {
  // The app draws the first screen itself.
}
// The app's modules and entry once the first rows are painted (bench/README.md, "the first screen:
// the app's modules after its paint").
const modules = (script?.getAttribute('data-app-modules') ?? '').split(' ').filter((href) => href !== '');
startAppAfterEarlyScreen(script?.getAttribute('data-app-entry') || null, modules);
