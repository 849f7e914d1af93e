/** A controllable `window.matchMedia` for jsdom (STACK.md pitfall 9): tests can flip the OS to dark. */
type Listener = (event: MediaQueryListEvent) => void;

const state = { dark: false, reducedMotion: false };
const lists = new Set<{
  media: string;
  listeners: Set<Listener>;
  list: MediaQueryList;
}>();

function evaluate(media: string): boolean {
  if (media.includes('prefers-color-scheme: dark')) return state.dark;
  if (media.includes('prefers-color-scheme: light')) return !state.dark;
  if (media.includes('prefers-reduced-motion: reduce')) return state.reducedMotion;
  // antd's Grid breakpoints ask (min-width: Npx); answer as a 1440px-wide desktop.
  const min = /min-width:\s*(\d+)px/.exec(media);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(media);
  const width = window.innerWidth || 1440;
  if (min && width < Number(min[1])) return false;
  if (max && width > Number(max[1])) return false;
  return true;
}

export function installMatchMedia(): void {
  window.matchMedia = (media: string): MediaQueryList => {
    const listeners = new Set<Listener>();
    const list = {
      media,
      get matches() {
        return evaluate(media);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) =>
        listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.add({ media, listeners, list });
    return list;
  };
}

/** Switches the OS colour scheme and tells every listener, as a real browser does. */
export function setSystemDark(dark: boolean): void {
  state.dark = dark;
  for (const { media, listeners, list } of lists) {
    if (!media.includes('prefers-color-scheme')) continue;
    for (const listener of listeners)
      listener({ matches: list.matches, media } as MediaQueryListEvent);
  }
}

/** Switches the OS "reduce motion" setting and tells every listener. */
export function setReducedMotion(reduce: boolean): void {
  state.reducedMotion = reduce;
  for (const { media, listeners, list } of lists) {
    if (!media.includes('prefers-reduced-motion')) continue;
    for (const listener of listeners)
      listener({ matches: list.matches, media } as MediaQueryListEvent);
  }
}

export function resetMatchMedia(): void {
  state.dark = false;
  state.reducedMotion = false;
  lists.clear();
}
