import type { RetentionOrigin } from '../hedge/measured-retention';
import type { MarketFreshness } from '../market-data/market-freshness';
import type { NumericBound } from '../common/numeric-bound';
import type { RaceCode, RaceState } from '../racing/race-code';

/** One (runner, bookmaker) row of the live race page (docs/product.md §3 "Live row"); EV values are %. */
export interface LiveRow {
  runnerId: string;
  runnerNo: number;
  runnerName: string;
  book: string;
  winPrice: number;
  baseEV: number;
  promoEV: number;
  totalEV: number;
  bonusPct: number;
  /** Fair win probability, 0..1. */
  p_win: number;
  /** Full Kelly fraction of the bankroll for this bet with its promo (as on opportunity rows); 0 when totalEV ≤ 0. */
  kelly: number;
  /** Present and true when the quote is stale (quoteFreshness, docs/ev-model.md §1), as its dashboard row says. */
  stale?: true;
}

export type LiveMarketState = 'open' | 'closed';

/** Live pages show every non-open race state as closed. */
export function liveMarketState(state: RaceState): LiveMarketState {
  return state === 'open' ? 'open' : 'closed';
}

export interface LiveRaceInfo {
  extRaceId: string;
  track: string;
  raceNumber: number;
  raceName: string;
  code: RaceCode;
  /** ISO-8601 UTC. */
  startTime: string;
  /** The start on the venue's clock with its offset (`…T19:31:00+08:00`). */
  startTimeLocal?: string;
  activeRunners: number;
}

export interface LiveOddsChange {
  runnerId: string;
  book: string;
  old: number;
  new: number;
}

/**
 * 'live' once the race is within LIVE_TRACKING_WINDOW_MINUTES of its jump (fetched from the feed
 * at the viewers' interval); before that 'static': the stored state, refreshed with the rest.
 */
export type LiveTracking = 'live' | 'static';

/** The first message of GET /api/live/race/{extRaceId}: the race as it stands when the stream opens. */
export interface LiveConnectedMessage {
  type: 'connected';
  extRaceId: string;
  /** ISO-8601 UTC. */
  timestamp: string;
  marketState: LiveMarketState;
  tracking: LiveTracking;
  raceInfo: LiveRaceInfo;
}

/** A tick of GET /api/live/race/{extRaceId} (docs/product.md §3 "Live tick message"); bestByRunner is keyed by runnerId. */
export interface LiveTickMessage {
  type: 'tick';
  timestamp: string;
  marketState: LiveMarketState;
  tracking: LiveTracking;
  raceInfo: LiveRaceInfo;
  ev: LiveRow[];
  bestByRunner: Record<string, LiveRow>;
  oddsChanged: LiveOddsChange[];
  /** Why ev is empty (the engine could not value the race), else null. */
  message: string | null;
  /** The market's own "as of" time (ISO-8601 UTC, its last successful refresh): the page shows its age. */
  asOf?: string | null;
  /** The whole market's freshness at this tick: the page's stale banner reads it. */
  market?: MarketFreshness;
  /**
   * The retention the tick's promo figures count bonus bets and tokens at (docs/ev-model.md §10):
   * the page's override (its fraction), else each promo's value multiplier (value null).
   */
  retention?: LiveRetention;
}

/** Where a live tick's retention came from, and the override's fraction when there is one. */
export interface LiveRetention {
  origin: Extract<RetentionOrigin, 'override' | 'promo'>;
  value: number | null;
}

/** Whether a race is tracked live at `nowMs`: open and at most 15 minutes before its jump (or past it). */
export function liveTracking(race: { state: RaceState; startTime: string }, nowMs: number): LiveTracking {
  const untilJumpMs = Date.parse(race.startTime) - nowMs;
  return race.state === 'open' && untilJumpMs <= LIVE_TRACKING_WINDOW_MINUTES * 60_000 ? 'live' : 'static';
}

export type LiveMessage = LiveConnectedMessage | LiveTickMessage;

/** Live page constants (docs/product.md §2, §5, §9). */
export const LIVE_REFRESH_OPTIONS_MS = [1000, 2000, 5000] as const;
export type LiveRefreshMs = (typeof LIVE_REFRESH_OPTIONS_MS)[number];
export const LIVE_REFRESH_DEFAULT_MS = 1000;
export const LIVE_TRACKING_WINDOW_MINUTES = 15;
export const ODDS_FLASH_MS = 500;
export const LIVE_SORT_FIELDS = ['totalEV', 'bonusPct'] as const;
export type LiveSortField = (typeof LIVE_SORT_FIELDS)[number];

/** Retention override in percent: 40 to 90, step 5, default 75 (docs/product.md §5); the engine takes it as a fraction. */
export const RETENTION_OVERRIDE_BOUND: NumericBound = {
  min: 40,
  max: 90,
  step: 5,
};
export const RETENTION_OVERRIDE_DEFAULT = 75;
/** The stream's `retention` parameter is a fraction: 0.40 to 0.90. */
export const LIVE_RETENTION_MIN = 0.4;
export const LIVE_RETENTION_MAX = 0.9;
