import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMatchMedia, resetMatchMedia } from './match-media';
import { JSDOM_WIDTH, setWindowWidth } from './window-width';

installMatchMedia();

// Lazy screens are transformed on first import; give findBy* room on a slow machine (CI at a
// load of 20 on two cores took over 5 s to draw the login greeting and the admin panel).
// *ByText queries look at what is on screen: the off-screen live region repeats each toast for
// screen readers (components/ui/announcer.tsx); tests of it read it by its test id.
configure({
  asyncUtilTimeout: 20_000,
  defaultIgnore: 'script, style, [data-testid="live-announcer"]',
});

// antd measures scrollbars with getComputedStyle(el, '::-webkit-scrollbar'); jsdom only logs
// "Not implemented" for pseudo-elements.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    // jsdom lays nothing out, so there is never a size to report.
    observe() {
      /* nothing to observe */
    }
    unobserve() {
      /* nothing to stop */
    }
    disconnect() {
      /* nothing to release */
    }
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver =
    ResizeObserverStub;
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver =
    ResizeObserverStub;
}

// fetchBaseQuery builds `new Request('/api/...')`; Node's Request needs an absolute URL, which a
// browser derives from the page. Resolve against jsdom's location the same way.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(
      typeof input === 'string'
        ? new URL(input, window.location.href).href
        : input,
      init,
    );
  }
}
globalThis.Request = PageRequest as typeof Request;

beforeEach(() => {
  resetMatchMedia();
  installMatchMedia();
});

afterEach(() => {
  cleanup();
  setWindowWidth(JSDOM_WIDTH);
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-theme');
});
