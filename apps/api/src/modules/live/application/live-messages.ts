import type {
  LiveConnectedMessage,
  LiveRow,
  LiveTickMessage,
  LiveTracking,
  MarketFreshness,
  RaceMarket,
} from '@overlay/domain';
import { liveMarketState, marketReading, quoteFreshness, raceAsOfMs } from '@overlay/domain';
import { bestByRunner, diffLiveOdds, liveRaceInfo, sortLiveRows } from '@overlay/ev-engine';
import type { LiveComputation } from './live-rows.computation';

/** The rows a viewer group gets: only its bookmakers (the engine's names, compared without case). */
export function rowsForBooks(rows: readonly LiveRow[], books: readonly string[] | null): LiveRow[] {
  if (books === null) return rows.slice();
  const wanted = new Set(books.map((book) => book.toLowerCase()));
  return rows.filter((row) => wanted.has(row.book.toLowerCase()));
}

export function connectedMessage(race: RaceMarket, now: Date, tracking: LiveTracking): LiveConnectedMessage {
  return {
    type: 'connected',
    extRaceId: race.extRaceId,
    timestamp: now.toISOString(),
    marketState: liveMarketState(race.state),
    tracking,
    raceInfo: liveRaceInfo(race),
  };
}

/** The race's own "as of" time (the provider's, docs/ev-model.md §1), when the data says it. */
function raceAsOfIso(race: RaceMarket): string | null {
  const ms = raceAsOfMs(race);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** The market as a tick sees it: its freshness now, and whether it is a stream (whose "as of" is its last frame or heartbeat). */
export interface TickMarket {
  freshness: MarketFreshness;
  streamed: boolean;
}

/**
 * A viewer group's rows under the one freshness rule (quoteFreshness): while the whole market is
 * stale every row is, as on the dashboard; otherwise the rows as valued.
 */
export function rowsAsOfNow(rows: LiveRow[], market: TickMarket | null, now: Date): LiveRow[] {
  if (!market?.freshness.stale) return rows;
  const reading = marketReading(market.freshness);
  return rows.map((row) =>
    quoteFreshness(row.stale === true, NaN, reading, now.getTime()).stale ? { ...row, stale: true } : row,
  );
}

/** A tick of one viewer group: its rows by total EV, the best per runner, and what moved since its last tick. */
export function tickMessage(
  race: RaceMarket,
  now: Date,
  tracking: LiveTracking,
  computed: LiveComputation,
  rows: LiveRow[],
  previous: readonly LiveRow[] | null,
  asOf: string | null = null,
  market: TickMarket | null = null,
  retention: number | null = null,
): LiveTickMessage {
  // A stream's "as of" is its last frame or heartbeat; a polled race's, its own (docs/ev-model.md §1).
  const marketAsOf = market?.streamed ? market.freshness.asOf : raceAsOfIso(race);
  return {
    type: 'tick',
    timestamp: now.toISOString(),
    marketState: liveMarketState(race.state),
    tracking,
    raceInfo: liveRaceInfo(race),
    ev: sortLiveRows(rows, 'totalEV'),
    bestByRunner: bestByRunner(rows),
    oddsChanged: previous === null ? [] : diffLiveOdds(previous, rows),
    message: computed.unvalued,
    asOf: marketAsOf ?? asOf,
    ...(market ? { market: market.freshness } : {}),
    // Which retention the promo figures used (docs/ev-model.md §10): the page's override, else each promo's.
    retention: retention === null ? { origin: 'promo', value: null } : { origin: 'override', value: retention },
  };
}
