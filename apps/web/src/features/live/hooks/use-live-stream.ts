import { useEffect, useReducer, useRef, useState } from 'react';
import {
  INITIAL_LIVE_STATE,
  isStopped,
  liveReducer,
  parseLiveMessage,
} from '../model/live-state';
import type { LiveAction, LiveState } from '../model/live-state';

/** After a drop, the page tries again by itself after this long (the Reconnect button at once). */
const LIVE_RECONNECT_MS = 5000;

export type LiveSourceFactory = (url: string) => EventSource;

const openSource: LiveSourceFactory = (url) =>
  new EventSource(url, { withCredentials: true });

/**
 * One race's live stream (GET /api/live/race/{extRaceId}), open while the page shows it and is
 * not paused. This stream is per race and per control settings, so it is its own EventSource, not
 * the app's shared /api/events client. The browser's own retry is not used: on a drop the page
 * shows 'Connection Error' and reconnects after LIVE_RECONNECT_MS, or at once on `reconnect()`.
 * When the race closes the stream ends and is not reopened.
 */
export function useLiveStream(
  url: string,
  paused: boolean,
  createSource: LiveSourceFactory = openSource,
): {
  state: LiveState;
  dispatch: (action: LiveAction) => void;
  reconnect: () => void;
} {
  const [state, dispatch] = useReducer(liveReducer, INITIAL_LIVE_STATE);
  const [attempt, setAttempt] = useState(0);
  const stopped = isStopped(state.status);
  const stoppedRef = useRef(stopped);
  stoppedRef.current = stopped;

  useEffect(() => {
    if (stoppedRef.current) return;
    if (paused) {
      dispatch({ type: 'paused' });
      return;
    }
    dispatch({ type: 'connecting' });
    const source = createSource(url);
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.onmessage = (event: MessageEvent<string>) => {
      const message = parseLiveMessage(event.data);
      if (!message) return;
      dispatch({ type: 'message', message, now: Date.now() });
      // The server ends a closed race's stream: do not let the browser reopen it.
      if (message.marketState === 'closed' && message.type === 'tick') source.close();
    };
    source.onerror = () => {
      source.close();
      if (stoppedRef.current) return;
      dispatch({ type: 'dropped' });
      retry = setTimeout(() => setAttempt((n) => n + 1), LIVE_RECONNECT_MS);
    };
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [url, paused, attempt, createSource]);

  // Flashes end ODDS_FLASH_MS after the tick that started them. The timer aims at the earliest
  // end and expires with at least that time: a timer firing a millisecond early (they do) would
  // otherwise expire nothing, and the flash stayed until the next tick (the browser test saw 2.3 s).
  // It depends on the end time alone, so a tick without moves does not restart it.
  const nextEnd = Math.min(...Object.values(state.flashes).map((flash) => flash.until));
  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return;
    const timer = setTimeout(
      () => dispatch({ type: 'expire', now: Math.max(Date.now(), nextEnd) }),
      Math.max(0, nextEnd - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [nextEnd]);

  return { state, dispatch, reconnect: () => setAttempt((n) => n + 1) };
}
