import type { OpportunityFilter } from './opportunity-filter';
import type { OpportunityTable } from '../table/opportunity-table';
import type { RaceSegment } from '../table/race-segment-shape';
import type { QueryScratch } from './query-scratch';
import { SegmentMasks } from './segment-masks';
import type { TableSortRanks } from './table-sort-ranks';
import { tableSortRanks } from './table-sort-ranks';
import { createRowHedge, rowHedge } from '../table/row-hedge';
import { matchRating } from '../value/hedge';
import { keepMatches, keptMatches, segmentFilterKey } from './segment-matches';

const hedge = createRowHedge();

/** The table rows that pass a filter and their sort keys; backed by the caller's QueryScratch, valid until its next use. */
export interface RowMatches {
  count: number;
  /** Table row of each match, in table order. */
  rows: Int32Array;
  /** Sort key of each match with the direction folded in: a smaller key comes first (ties by id). */
  keys: Float64Array;
}

/** A segment's sort key source: a column, else the book's rank (bookKey) or one key for the race. */
function keySource(
  seg: RaceSegment,
  s: number,
  filter: OpportunityFilter,
  ranks: TableSortRanks | null,
  dir: number,
  bookKey: Float64Array,
): { column: Float64Array | null; raceKey: number } {
  const c = seg.columns;
  switch (filter.sortBy) {
    case 'raceName':
    case 'startTime':
      return { column: null, raceKey: dir * (ranks?.[filter.sortBy][s] ?? 0) };
    case 'bookmaker':
      for (let b = 0; b < seg.books.length; b++)
        bookKey[b] = dir * (ranks?.bookmaker.get(seg.books[b]) ?? 0);
      return { column: null, raceKey: 0 };
    case 'promoEV':
      // Without promos every row's promoEV is 0: one key, so ids decide.
      return { column: filter.includePromos ? c.promoEV : null, raceKey: 0 };
    case 'totalEV':
      return { column: filter.includePromos ? c.totalEV : c.ev, raceKey: 0 };
    case 'matchRating':
    case 'lockRating':
    case 'lockedEV':
      // Computed per row at the query's commission (rowHedge).
      return { column: null, raceKey: 0 };
    default:
      return { column: c[filter.sortBy], raceKey: 0 };
  }
}

/** One query's settings, worked out once and read by each segment's match. */
interface MatchRun {
  table: OpportunityTable;
  filter: OpportunityFilter;
  scratch: QueryScratch;
  masks: SegmentMasks;
  ranks: TableSortRanks | null;
  hedgeSort: 'matchRating' | 'lockRating' | 'lockedEV' | null;
  promoOnly: boolean;
  dir: number;
  commission: number;
}

/**
 * The filters of filterOpportunities over the columns, with no row object: race_id, codes,
 * within_minutes (startTime ≤ now + window), bookmakers (case-insensitive), require_two_bookies,
 * include_promos=false (promoEV 0, totalEV = ev), mode=promo_only, max_odds, min_bonus_pct,
 * min_total_ev, lay_only and min_rating (back / lay, docs/ev-model.md §10); plus `search` as
 * searchOpportunities applies it ('' = none). Race, book and runner tests run once per segment;
 * `nowMs` is epoch ms; `commission` (a fraction) prices the locked figures a sort may ask for.
 */
export function matchOpportunityRows(
  table: OpportunityTable,
  filter: OpportunityFilter,
  nowMs: number,
  search: string,
  scratch: QueryScratch,
  commission: number,
): RowMatches {
  const codes = new Set<string>(filter.raceCodes);
  const limitMs = nowMs + filter.withinMinutes * 60_000;
  const { sortBy, includePromos } = filter;
  const textSort =
    sortBy === 'raceName' || sortBy === 'startTime' || sortBy === 'bookmaker';
  const run: MatchRun = {
    table,
    filter,
    scratch,
    masks: new SegmentMasks(filter, search),
    ranks: textSort ? tableSortRanks(table) : null,
    hedgeSort:
      sortBy === 'matchRating' ||
      sortBy === 'lockRating' ||
      sortBy === 'lockedEV'
        ? sortBy
        : null,
    promoOnly: includePromos && filter.promoOnly,
    dir: filter.sortDir === 'asc' ? 1 : -1,
    commission,
  };
  const { segments, offsets } = table;
  scratch.ensure(table.rowCount, 0, 0);
  const { rows, keys } = scratch;
  // A segment's matches are kept for its filter and found again while later tables share it.
  const memoKey = segmentFilterKey(filter, search, commission);
  let m = 0;
  for (let s = 0; s < segments.length; s++) {
    const seg = segments[s];
    if (seg.count === 0) continue;
    const race = seg.race;
    if (filter.raceId !== null && race.extRaceId !== filter.raceId) continue;
    if (!codes.has(race.code) || !(seg.startMs <= limitMs)) continue;
    const known = memoKey === null ? undefined : keptMatches(seg, memoKey);
    if (known !== undefined) {
      const at = offsets[s];
      const { rows: local, keys: localKeys } = known;
      for (let i = 0; i < local.length; i++) {
        rows[m] = at + local[i];
        keys[m++] = localKeys[i];
      }
      continue;
    }
    const from = m;
    m = matchSegment(run, s, m);
    if (memoKey !== null)
      keepMatches(seg, memoKey, rows, keys, from, m, offsets[s]);
  }
  return { count: m, rows, keys };
}

/** Appends segment s's matches to the scratch from m; returns the new count. */
function matchSegment(run: MatchRun, s: number, from: number): number {
  const { table, filter, scratch, masks, ranks, hedgeSort, promoOnly, dir } =
    run;
  const { commission } = run;
  const { sortBy, includePromos, maxOdds, minBonusPct, minTotalEV } = filter;
  const { minRating, layOnly } = filter;
  const seg = table.segments[s];
  scratch.ensure(0, seg.books.length, seg.runners.length);
  const { rows, keys, bookOk, runnerOk, bookKey } = scratch;
  if (!masks.books01(seg, bookOk) || !masks.runners01(seg, runnerOk))
    return from;
  let m = from;
  const c = seg.columns;
  const { price, bonusPct, book, runner, promo, layPrice } = c;
  const total = includePromos ? c.totalEV : c.ev;
  const { column, raceKey } = keySource(seg, s, filter, ranks, dir, bookKey);
  const byBook = sortBy === 'bookmaker';
  const first = table.offsets[s] - seg.start;
  const end = seg.start + seg.count;
  for (let q = seg.start; q < end; q++) {
    const b = book[q];
    if (bookOk[b] === 0 || runnerOk[runner[q]] === 0) continue;
    if (promoOnly && promo[q] < 0) continue;
    if (price[q] > maxOdds) continue;
    // No bonus % (a Top-2 price): it passes only when no minimum is asked.
    const bonus = bonusPct[q];
    if (bonus === bonus ? bonus < minBonusPct : minBonusPct > 0) continue;
    if (total[q] < minTotalEV) continue;
    const lay = layPrice[q];
    if (layOnly && lay !== lay) continue;
    // A minimum rating asks for a lay: a row without one has no rating.
    if (minRating > 0 && !(matchRating(price[q], lay) >= minRating)) continue;
    rows[m] = first + q;
    // A row without the value (NaN) sorts last either way.
    let value = NaN;
    if (hedgeSort !== null)
      value = rowHedge(seg, q, commission, includePromos, hedge)[hedgeSort];
    keys[m] =
      hedgeSort !== null
        ? value === value
          ? dir * value
          : Infinity
        : column !== null
          ? column[q] === column[q]
            ? dir * column[q]
            : Infinity
          : byBook
            ? bookKey[b]
            : raceKey;
    m++;
  }
  return m;
}
