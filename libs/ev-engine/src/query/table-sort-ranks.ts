import type { OpportunityTable } from '../table/opportunity-table';
import type { RaceSegment } from '../table/race-segment-shape';

/**
 * The text sort fields as integer ranks, so a query sorts numbers: two rows get the same rank
 * exactly when compareOpportunities finds the field equal (ties then go by id, as there).
 */
export interface TableSortRanks {
  /** Per segment: the Race cell, venue case-insensitively, then race number. */
  raceName: Int32Array;
  /** Per segment: startTime as ISO text. */
  startTime: Int32Array;
  /** By exact bookmaker name: the lower-case name's rank. */
  bookmaker: Map<string, number>;
}

const text = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);

function rankSegments(
  segments: readonly RaceSegment[],
  compare: (a: RaceSegment, b: RaceSegment) => number,
): Int32Array {
  const order = segments.map((_, s) => s);
  order.sort((a, b) => compare(segments[a], segments[b]));
  const ranks = new Int32Array(segments.length);
  let rank = 0;
  for (let i = 1; i < order.length; i++) {
    if (compare(segments[order[i - 1]], segments[order[i]]) !== 0) rank++;
    ranks[order[i]] = rank;
  }
  return ranks;
}

function rankBookmakers(segments: readonly RaceSegment[]): Map<string, number> {
  const lowerOf = new Map<string, string>();
  for (const segment of segments) {
    for (const name of segment.books)
      if (!lowerOf.has(name)) lowerOf.set(name, name.toLowerCase());
  }
  const distinct = [...new Set(lowerOf.values())].sort(text);
  const rankOf = new Map(distinct.map((name, i) => [name, i]));
  const ranks = new Map<string, number>();
  for (const [name, lower] of lowerOf) ranks.set(name, rankOf.get(lower) ?? 0);
  return ranks;
}

const cache = new WeakMap<OpportunityTable, TableSortRanks>();

/** The table's text-field ranks, computed on the first text sort and memoised per table. */
export function tableSortRanks(table: OpportunityTable): TableSortRanks {
  const hit = cache.get(table);
  if (hit !== undefined) return hit;
  const segments = table.segments;
  const ranks: TableSortRanks = {
    raceName: rankSegments(
      segments,
      (a, b) =>
        text(a.race.venue.toLowerCase(), b.race.venue.toLowerCase()) ||
        a.race.number - b.race.number,
    ),
    startTime: rankSegments(segments, (a, b) =>
      text(a.race.startTime, b.race.startTime),
    ),
    bookmaker: rankBookmakers(segments),
  };
  cache.set(table, ranks);
  return ranks;
}
