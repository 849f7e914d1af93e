import { useCallback, useSyncExternalStore } from 'react';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

/** Browser-storage key of the theme preference (docs/product.md §2 Navigation). */
export const THEME_STORAGE_KEY = 'overlay.theme';
const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemePreference(value: unknown): value is ThemePreference {
  return (
    typeof value === 'string' &&
    (THEME_PREFERENCES as readonly string[]).includes(value)
  );
}

/**
 * Storage can throw (private mode, disabled cookies); the preference then lives for the page
 * only, here. Null while storage holds it.
 */
let memoryPreference: ThemePreference | null = null;

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (isThemePreference(stored)) return stored;
  } catch {
    // fall through to the in-memory value
  }
  return memoryPreference ?? DEFAULT_THEME_PREFERENCE;
}

export function writeThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
    memoryPreference = null;
  } catch {
    memoryPreference = preference;
  }
  notify();
}

export function systemPrefersDark(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
  );
}

export function resolveTheme(
  preference: ThemePreference,
  systemDark: boolean,
): ResolvedTheme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

const listeners = new Set<() => void>();
function notify(): void {
  for (const listener of listeners) listener();
}

/** One subscription for local writes, other tabs' writes and the OS switching dark mode. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  const media =
    typeof window.matchMedia === 'function'
      ? window.matchMedia(DARK_QUERY)
      : undefined;
  media?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener?.('change', listener);
  };
}

function snapshot(): string {
  const preference = readThemePreference();
  return `${preference}:${resolveTheme(preference, systemPrefersDark())}`;
}

export interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
  /** Switches the resolved theme to the other one and stores that choice. */
  toggle: () => void;
}

/** The stored preference and the theme it resolves to, following the OS live while on 'system'. */
export function useThemePreference(): ThemeState {
  const current = useSyncExternalStore(
    subscribe,
    snapshot,
    () => `${DEFAULT_THEME_PREFERENCE}:light`,
  );
  const [preference, resolved] = current.split(':') as [
    ThemePreference,
    ResolvedTheme,
  ];
  const toggle = useCallback(
    () => writeThemePreference(resolved === 'dark' ? 'light' : 'dark'),
    [resolved],
  );
  return { preference, resolved, setPreference: writeThemePreference, toggle };
}

/** Marks the resolved theme on <html> (data-theme, color-scheme) for CSS and tests. */
export function applyDocumentTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
}
