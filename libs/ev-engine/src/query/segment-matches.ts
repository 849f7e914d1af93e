import type { RaceSegment } from '../table/race-segment-shape';
import type { OpportunityFilter } from './opportunity-filter';

/**
 * A race segment's matches for one filter, kept with the segment: a segment never changes and
 * the tables of later data versions share it while its race is unchanged, so a view read again
 * after a version filters only the races that changed (docs/architecture.md §4, rule 11). Rows are the
 * segment's own (q − start), keys as matchOpportunityRows makes them.
 */
interface SegmentMatches {
  filter: string;
  rows: Int32Array;
  keys: Float64Array;
}

/** Filters kept per segment: the views read in turn (the default one, a few saved ones). */
const KEPT_FILTERS = 3;

const kept = new WeakMap<RaceSegment, SegmentMatches[]>();
const NO_ROWS = new Int32Array(0);
const NO_KEYS = new Float64Array(0);

/**
 * What a segment's matches depend on besides the segment: every per-row and per-runner test and
 * the sort key, never the race-level ones (race, codes, window: tested before) nor the table's
 * text ranks (a sort by name, start or book is not kept: null).
 */
export function segmentFilterKey(
  filter: OpportunityFilter,
  search: string,
  commission: number,
): string | null {
  const { sortBy } = filter;
  if (sortBy === 'raceName' || sortBy === 'startTime' || sortBy === 'bookmaker')
    return null;
  const hedge =
    sortBy === 'matchRating' ||
    sortBy === 'lockRating' ||
    sortBy === 'lockedEV';
  return [
    filter.bookmakers.join('\u0001'),
    filter.requireTwoBookies,
    search,
    filter.includePromos,
    filter.promoOnly,
    filter.maxOdds,
    filter.minBonusPct,
    filter.minTotalEV,
    filter.layOnly,
    filter.minRating,
    sortBy,
    filter.sortDir,
    hedge ? commission : '',
  ].join('\u0000');
}

/** The segment's kept matches for the filter key, or undefined. */
export function keptMatches(
  segment: RaceSegment,
  filter: string,
): SegmentMatches | undefined {
  const list = kept.get(segment);
  if (list === undefined) return undefined;
  for (let i = 0; i < list.length; i++)
    if (list[i].filter === filter) return list[i];
  return undefined;
}

/**
 * Keeps the matches a filter gave a segment: table rows rows[from, to) (their first table row
 * `first` taken off) and their keys; the oldest filter kept goes when there are too many.
 */
export function keepMatches(
  segment: RaceSegment,
  filter: string,
  rows: Int32Array,
  keys: Float64Array,
  from: number,
  to: number,
  first: number,
): void {
  const count = to - from;
  const local = count === 0 ? NO_ROWS : new Int32Array(count);
  for (let i = 0; i < count; i++) local[i] = rows[from + i] - first;
  const entry: SegmentMatches = {
    filter,
    rows: local,
    keys: count === 0 ? NO_KEYS : keys.slice(from, to),
  };
  const list = kept.get(segment);
  if (list === undefined) kept.set(segment, [entry]);
  else {
    if (list.length >= KEPT_FILTERS) list.shift();
    list.push(entry);
  }
}
