import { preloadBootChunks, prefetchAtBoot } from './app/boot-prefetch';
import { createAppStore } from './app/store';
import { earlyScreenPainted } from './first-screen/app-start';
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
  // The early first screen (src/first-screen) draws the first rows when they come: the app's code
  // (its download, its evaluation, its first render: long tasks) starts once they are drawn and
  // painted, never between their reply and their draw (at most a second: a slow reply then lands
  // in the app's own table). Where the inline script started this module, they are painted already.
  void earlyScreenPainted().then(() => {
    void import('./app/mount').then(({ mountApp }) => mountApp(container, store));
    preloadBootChunks();
  });
}, 0);
