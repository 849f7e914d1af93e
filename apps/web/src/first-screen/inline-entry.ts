import { startEarlyScreen } from './early-screen';

// The early first screen's entry, built on its own and inlined into index.html's head
// (first-screen-inline.plugin.mts): it must run before, and never break, the app.
try {
  startEarlyScreen(window);
} catch {
  // The app draws the first screen itself.
}
