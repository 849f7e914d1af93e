import type {
  LiveOddsChange,
  LiveRaceInfo,
  LiveRow,
  LiveSortField,
  SnapshotRace,
} from '@overlay/domain';
import type { EngineContext } from '../value/engine-context';
import { venueLocalIso } from '@overlay/domain';
import { isWorstCase, worstCase } from '../value/worst-case';
import {
  createQuoteEvaluation,
  evaluateQuote,
  offeredWinPrice,
} from '../value/quote-evaluation';
import type { RaceValuation } from '../value/race-valuation';
import { valueRaceOrThrow } from '../value/race-valuation';

/**
 * Live rows of a valued race: one per (active runner, bookmaker price), valued like opportunity
 * rows. A staff win boost replaces its book's price there as on the dashboard's row and in the
 * debug dialog (docs/ev-model.md §3): the live row of that quote is the boosted price, with no
 * promo, the same total EV to the last digit.
 */
export function liveRowsFromValuation(val: RaceValuation): LiveRow[] {
  const rows: LiveRow[] = [];
  const e = createQuoteEvaluation();
  for (let r = 0; r < val.n; r++) {
    const runner = val.runners[r];
    for (let b = 0; b < val.books.length; b++) {
      const price = offeredWinPrice(val, r, b);
      if (price !== price) continue;
      evaluateQuote(val, r, b, price, e);
      const row: LiveRow = {
        runnerId: runner.extId,
        runnerNo: runner.number,
        runnerName: runner.name,
        book: val.books[b].name,
        winPrice: price,
        baseEV: e.ev,
        promoEV: e.promoEV,
        totalEV: e.totalEV,
        bonusPct: e.bonusPct,
        p_win: e.pWin,
        kelly: e.kelly,
      };
      // The data's part of the stale rule; a tick adds the market's (quoteFreshness).
      if (val.stale[b * val.n + r] !== 0) row.stale = true;
      rows.push(row);
    }
  }
  return rows;
}

/** Live rows of a race (docs/product.md §3); pass retentionOverride in the context for the page's retention control. Throws EngineError when the race cannot be valued. */
export function buildLiveRows(
  race: SnapshotRace,
  context: EngineContext,
): LiveRow[] {
  if (!isWorstCase(context))
    return liveRowsFromValuation(valueRaceOrThrow(race, context));
  // Worst case (as the table's rows): each row from the single method giving its lowest total EV.
  const worst = worstCase(
    context,
    (single) => liveRowsFromValuation(valueRaceOrThrow(race, single)),
    liveTotalEV,
  );
  return worst.parts[0].map((_, i) => worst.parts[worst.choose(i)][i]);
}

function liveTotalEV(rows: readonly LiveRow[], i: number): number {
  return rows[i].totalEV;
}

/** The live page header facts of a race. */
export function liveRaceInfo(race: SnapshotRace): LiveRaceInfo {
  let active = 0;
  for (const r of race.runners) if (!r.scratched) active++;
  return {
    extRaceId: race.extRaceId,
    track: race.venue,
    raceNumber: race.number,
    raceName: race.name,
    code: race.code,
    startTime: race.startTime,
    startTimeLocal: Number.isFinite(Date.parse(race.startTime))
      ? (venueLocalIso(race.startTime, race) ?? undefined)
      : race.startTime,
    activeRunners: active,
  };
}

/** The best row per runner by totalEV (ties: the book name first in order), keyed by runnerId. */
export function bestByRunner(
  rows: readonly LiveRow[],
): Record<string, LiveRow> {
  const best: Record<string, LiveRow> = {};
  for (const row of rows) {
    const current = best[row.runnerId];
    if (
      current === undefined ||
      row.totalEV > current.totalEV ||
      (row.totalEV === current.totalEV && row.book < current.book)
    )
      best[row.runnerId] = row;
  }
  return best;
}

/** Win prices that changed between two ticks, as {runnerId, book, old, new}; new quotes and removed ones are not changes. */
export function diffLiveOdds(
  previous: readonly LiveRow[],
  next: readonly LiveRow[],
): LiveOddsChange[] {
  const before = new Map<string, number>();
  for (const row of previous)
    before.set(`${row.runnerId}\u0000${row.book}`, row.winPrice);
  const changes: LiveOddsChange[] = [];
  for (const row of next) {
    const old = before.get(`${row.runnerId}\u0000${row.book}`);
    if (old !== undefined && old !== row.winPrice)
      changes.push({
        runnerId: row.runnerId,
        book: row.book,
        old,
        new: row.winPrice,
      });
  }
  return changes;
}

/** Live table order: by totalEV or bonusPct descending, then runner number, then book. */
export function sortLiveRows(
  rows: readonly LiveRow[],
  sortBy: LiveSortField,
): LiveRow[] {
  return rows
    .slice()
    .sort(
      (a, b) =>
        b[sortBy] - a[sortBy] ||
        a.runnerNo - b.runnerNo ||
        (a.book < b.book ? -1 : a.book > b.book ? 1 : 0),
    );
}
