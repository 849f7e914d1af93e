import { preloadBootChunks, prefetchAtBoot } from './app/boot-prefetch';
import { createAppStore } from './app/store';
import { EARLY_SCREEN_ID, earlyScreenDrawn } from './first-screen/early-handoff';
import {
  applyDocumentTheme,
  readThemePreference,
  resolveTheme,
  systemPrefersDark,
} from './lib/theme/theme-preference';
import './styles.css';

// Before the first paint, so a dark-theme user never sees a white flash.
applyDocumentTheme(resolveTheme(readThemePreference(), systemPrefersDark()));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// The boot calls go out as soon as the store's code has run; the app (React DOM's renderer,
// Ant Design, the routes) is a chunk loaded beside them, not a wait before them: on a cold load
// its download and compile had held the session and opportunities calls back by a second.
const store = createAppStore();
prefetchAtBoot(store);
// A task later, once RTK Query has issued the calls' fetches (a few microtasks after the
// dispatch): an import queues its chunks at once, and with six connections to a host the calls
// queued behind forty chunks had waited half a second for one.
setTimeout(() => {
  const app = import('./app/mount');
  preloadBootChunks();
  // The early first screen (src/first-screen) draws the first rows when they come: the app's first
  // render, a long task, starts once they are drawn and painted, not between their reply and their
  // draw. Never longer than EARLY_WAIT_MS: a slow reply then lands in the app's own table.
  void Promise.all([app, earlyScreenPainted()]).then(([{ mountApp }]) => mountApp(container, store));
}, 0);

const EARLY_WAIT_MS = 1000;

function earlyScreenPainted(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, EARLY_WAIT_MS);
    // Drawn: a frame after it, then a task, and the rows are on screen (a hidden tab draws no
    // frame: the time limit ends the wait). Not drawn: at once.
    void earlyScreenDrawn().then(() => {
      if (document.getElementById(EARLY_SCREEN_ID) === null) resolve();
      else requestAnimationFrame(() => setTimeout(resolve, 0));
    });
  });
}
