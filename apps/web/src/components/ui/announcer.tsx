import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';

/** At most one announcement per this many ms; a newer one replaces one still waiting. */
const ANNOUNCE_GAP_MS = 3000;

export type Announce = (text: string) => void;

/**
 * Rate limiter of the one live region (docs/architecture.md §6): the first message is written at
 * once, then at most one per `gapMs`; of the messages that come in between only the latest is
 * kept, so a busy race does not queue a minute of speech.
 */
export function createAnnouncer(
  write: (text: string) => void,
  gapMs = ANNOUNCE_GAP_MS,
  now: () => number = Date.now,
): { announce: Announce; dispose: () => void } {
  let last = -Infinity;
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (pending === null) return;
    last = now();
    write(pending);
    pending = null;
  };
  return {
    announce(text) {
      pending = text;
      if (timer !== null) return;
      const wait = last + gapMs - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
    },
  };
}

/** Read by a screen reader and in the text, not drawn. */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const AnnounceContext = createContext<Announce>(() => undefined);

/** The app's one polite live region: toasts and live price moves are read out through it. */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  const announcer = useRef<ReturnType<typeof createAnnouncer> | null>(null);
  useEffect(() => {
    const created = createAnnouncer((text) => {
      // The same words twice in a row are still read: clear, then write.
      if (region.current) region.current.textContent = '';
      setTimeout(() => {
        if (region.current) region.current.textContent = text;
      }, 50);
    });
    announcer.current = created;
    return () => created.dispose();
  }, []);
  const announce = useCallback<Announce>((text) => announcer.current?.announce(text), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div
        ref={region}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="live-announcer"
        style={VISUALLY_HIDDEN}
      />
    </AnnounceContext.Provider>
  );
}

/** Reads a message out politely (rate-limited); a no-op outside the provider. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
