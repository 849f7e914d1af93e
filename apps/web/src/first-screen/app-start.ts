import { EARLY_SCREEN_ID, earlyScreenDrawn } from './early-handoff';

// The app's entry module, started by the inline script instead of a <script type="module"> in
// index.html (first-screen-inline.plugin.mts moves it here, and the modulepreload links with it:
// preloadAppModules asks for them once the first rows are painted, so their compile tasks do not
// land between the rows' reply and their paint). A module script runs as soon as the page is parsed: its
// boot code (store, RTK Query, React's own module) took 60-100 ms of the main thread on a busy
// box, right when the first rows' reply came, and held their draw back by as much. Now it runs
// once the early rows are drawn and painted, or at once when there are none.

/** The longest the app waits for the early rows (a slow reply then lands in the app's own table). */
const EARLY_WAIT_MS = 1000;

const parsed = (doc: Document) =>
  new Promise<void>((resolve) => {
    if (doc.readyState !== 'loading') resolve();
    else doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });

/** Settles once the early rows, if drawn, have been painted (a frame, then a task), or after `waitMs`. */
export function earlyScreenPainted(win: Window = window, waitMs = EARLY_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab draws no frame: the time limit ends the wait.
    win.setTimeout(resolve, waitMs);
    void earlyScreenDrawn(win).then(() => {
      if (win.document.getElementById(EARLY_SCREEN_ID) === null) resolve();
      else win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    });
  });
}

/**
 * Once the early rows are painted (at once when none will be): preloads the app's modules
 * (`modules`, as the build named them), and adds its entry module (`src`) once the page is parsed.
 * Their compile tasks, landing with the rows' reply, had held the rows' draw and paint back.
 */
export function startAppAfterEarlyScreen(src: string | null, modules: readonly string[], win: Window = window): void {
  const doc = win.document;
  const painted = earlyScreenPainted(win);
  void painted.then(() => preloadAppModules(modules, doc));
  if (src === null) return;
  void Promise.all([painted, parsed(doc)]).then(() => {
    const script = doc.createElement('script');
    script.type = 'module';
    // As the tag Vite wrote, so the preloaded module is the one used.
    script.crossOrigin = '';
    script.src = src;
    doc.head.append(script);
  });
}

/** Preloads the app's modules (`hrefs`, as the build named them), as the page's own links did. */
function preloadAppModules(hrefs: readonly string[], doc: Document = document): void {
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
