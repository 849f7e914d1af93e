import { ODDS_FLASH_MS } from '@overlay/domain';
import type {
  LiveMarketState,
  LiveMessage,
  LiveRaceInfo,
  LiveRetention,
  LiveRow,
  LiveTracking,
  MarketFreshness,
} from '@overlay/contracts';

/**
 * What the live race page knows of its stream: connecting, open, 'Connection Error' (the stream
 * dropped), finished (a race seen open has closed: 'Race Finished', tracking stopped) or ended (the
 * race was already closed when the page opened: its last state, no error).
 */
export type LiveStatus =
  | 'connecting'
  | 'open'
  | 'paused'
  | 'error'
  | 'finished'
  | 'ended';

type FlashDirection = 'up' | 'down';

export interface LiveState {
  status: LiveStatus;
  raceInfo: LiveRaceInfo | null;
  marketState: LiveMarketState | null;
  tracking: LiveTracking | null;
  rows: LiveRow[];
  /** Every bookmaker seen in this page's rows, sorted: the bookmaker filter's options. */
  books: string[];
  /** ISO time of the last tick (or of the stored data before the first tick). */
  lastUpdate: string | null;
  /** Why there are no rows (the engine could not value the race), else null. */
  message: string | null;
  /** The market's own "as of" time (ISO): the stored data's, then each tick's; its age is shown. */
  marketAsOf: string | null;
  /** The whole market's freshness at the last tick: the stale banner reads it. */
  market: MarketFreshness | null;
  /**
   * The retention the rows' promo figures used (docs/ev-model.md §10): each promo's own for the
   * stored rows, then what each tick names (the page's override).
   */
  retention: LiveRetention | null;
  /** Price moves still flashing, by flashKey, with the time (ms) the flash ends. */
  flashes: Record<string, { direction: FlashDirection; until: number }>;
  /** Counts ticks that moved a price: the chart reloads its history when it changes. */
  moves: number;
  /** Whether this page has seen the race open (a later close is 'Race Finished'). */
  seenOpen: boolean;
}

export const INITIAL_LIVE_STATE: LiveState = {
  status: 'connecting',
  raceInfo: null,
  marketState: null,
  tracking: null,
  rows: [],
  books: [],
  lastUpdate: null,
  message: null,
  marketAsOf: null,
  market: null,
  retention: null,
  flashes: {},
  moves: 0,
  seenOpen: false,
};

export type LiveAction =
  /** GET /api/debug/race: the first paint before a tick arrives. */
  | {
      type: 'seed';
      raceInfo: LiveRaceInfo;
      marketState: LiveMarketState;
      rows: LiveRow[];
      lastUpdate: string | null;
      message: string | null;
    }
  | { type: 'connecting' }
  | { type: 'message'; message: LiveMessage; now: number }
  | { type: 'dropped' }
  | { type: 'paused' }
  | { type: 'expire'; now: number };

export const flashKey = (runnerId: string, book: string): string =>
  `${runnerId}|${book}`;

/** Whether the stream has stopped for good: nothing more will come for this race. */
export const isStopped = (status: LiveStatus): boolean =>
  status === 'finished' || status === 'ended';

function mergeBooks(known: string[], rows: readonly LiveRow[]): string[] {
  const all = new Set(known);
  for (const row of rows) all.add(row.book);
  return all.size === known.length ? known : [...all].sort();
}

function closedStatus(state: LiveState): LiveStatus {
  return state.seenOpen ? 'finished' : 'ended';
}

function onMessage(
  state: LiveState,
  message: LiveMessage,
  now: number,
): LiveState {
  const seenOpen = state.seenOpen || message.marketState === 'open';
  const base = {
    ...state,
    raceInfo: message.raceInfo,
    marketState: message.marketState,
    tracking: message.tracking,
    seenOpen,
  };
  // A closed race still gets its last tick with the rows: that tick decides how it ended.
  if (message.type === 'connected') return { ...base, status: 'open' };
  const flashes = { ...state.flashes };
  for (const change of message.oddsChanged) {
    if (change.new === change.old) continue;
    flashes[flashKey(change.runnerId, change.book)] = {
      direction: change.new > change.old ? 'up' : 'down',
      until: now + ODDS_FLASH_MS,
    };
  }
  return {
    ...base,
    status: message.marketState === 'closed' ? closedStatus(base) : 'open',
    rows: message.ev,
    books: mergeBooks(state.books, message.ev),
    lastUpdate: message.timestamp,
    message: message.message,
    marketAsOf: message.asOf ?? state.marketAsOf,
    market: message.market ?? state.market,
    retention: message.retention ?? state.retention,
    flashes,
    moves: state.moves + (message.oddsChanged.length > 0 ? 1 : 0),
  };
}

/** The live race page's state after one stream event (pure: the flash clock comes in `now`). */
export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'seed':
      // A tick that came first is newer than the stored data.
      if (state.lastUpdate !== null && state.raceInfo !== null) return state;
      return {
        ...state,
        raceInfo: action.raceInfo,
        marketState: state.marketState ?? action.marketState,
        rows: action.rows,
        books: mergeBooks(state.books, action.rows),
        lastUpdate: action.lastUpdate,
        message: action.message,
        marketAsOf: state.marketAsOf ?? action.lastUpdate,
        // The stored rows (GET /api/debug/race) count each promo at its own value multiplier.
        retention: state.retention ?? { origin: 'promo', value: null },
      };
    case 'connecting':
      return isStopped(state.status) ? state : { ...state, status: 'connecting' };
    case 'message':
      return isStopped(state.status)
        ? state
        : onMessage(state, action.message, action.now);
    case 'dropped':
      return isStopped(state.status) ? state : { ...state, status: 'error' };
    case 'paused':
      return isStopped(state.status) ? state : { ...state, status: 'paused' };
    case 'expire': {
      const entries = Object.entries(state.flashes);
      const kept = entries.filter(([, flash]) => flash.until > action.now);
      if (kept.length === entries.length) return state;
      return { ...state, flashes: Object.fromEntries(kept) };
    }
  }
}

/** Parses one stream message; anything that is not a connected or tick message is null. */
export function parseLiveMessage(raw: string): LiveMessage | null {
  try {
    const body = JSON.parse(raw) as { type?: unknown } | null;
    return body?.type === 'connected' || body?.type === 'tick'
      ? (body as LiveMessage)
      : null;
  } catch {
    return null;
  }
}
