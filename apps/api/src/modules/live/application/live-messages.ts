import type { LiveConnectedMessage, LiveRow, LiveTickMessage, LiveTracking, RaceMarket } from '@overlay/domain';
import { liveMarketState, raceAsOfMs } from '@overlay/domain';
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

/** A tick of one viewer group: its rows by total EV, the best per runner, and what moved since its last tick. */
export function tickMessage(
  race: RaceMarket,
  now: Date,
  tracking: LiveTracking,
  computed: LiveComputation,
  rows: LiveRow[],
  previous: readonly LiveRow[] | null,
  asOf: string | null = null,
): LiveTickMessage {
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
    asOf: raceAsOfIso(race) ?? asOf,
  };
}
