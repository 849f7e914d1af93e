import { useSyncExternalStore } from 'react';
import { TIME_DISPLAYS } from './race-time';
import type { TimeDisplay } from './race-time';

/** Browser-storage key of the race-time choice (Settings → Race times); per browser, not per user. */
export const TIME_DISPLAY_STORAGE_KEY = 'overlay.raceTimes';
const DEFAULT: TimeDisplay = 'venue';

let memory: TimeDisplay | null = null;

function isTimeDisplay(value: unknown): value is TimeDisplay {
  return (
    typeof value === 'string' &&
    (TIME_DISPLAYS as readonly string[]).includes(value)
  );
}

export function readTimeDisplay(): TimeDisplay {
  try {
    const stored = window.localStorage.getItem(TIME_DISPLAY_STORAGE_KEY);
    if (isTimeDisplay(stored)) return stored;
  } catch {
    // storage refused (private mode): the in-memory choice applies
  }
  return memory ?? DEFAULT;
}

const listeners = new Set<() => void>();

export function writeTimeDisplay(display: TimeDisplay): void {
  memory = display;
  try {
    window.localStorage.setItem(TIME_DISPLAY_STORAGE_KEY, display);
  } catch {
    // the in-memory choice still applies
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TIME_DISPLAY_STORAGE_KEY)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The viewer's choice of race times ('venue' by default), live across tabs. */
export function useTimeDisplay(): TimeDisplay {
  return useSyncExternalStore(subscribe, readTimeDisplay, () => DEFAULT);
}
