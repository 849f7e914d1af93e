import type { Opportunity, SortDir, SortField } from '@overlay/domain';
import { matchRating } from '../value/hedge';

const lowerCache = new Map<string, string>();
function lower(s: string): string {
  let v = lowerCache.get(s);
  if (v === undefined) {
    v = s.toLowerCase();
    if (lowerCache.size > 10_000) lowerCache.clear();
    lowerCache.set(s, v);
  }
  return v;
}

const byId = (a: Opportunity, b: Opportunity): number =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

function textCompare(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

type NumericField = Exclude<SortField, 'raceName' | 'startTime' | 'bookmaker'>;

/** A row's value of a numeric sort field; the back / lay rating is computed from price and lay (null without a lay). */
function valueOf(row: Opportunity, field: NumericField): number | null {
  if (field !== 'matchRating') return row[field];
  return row.layPrice === null ? null : matchRating(row.price, row.layPrice);
}

/**
 * Compares two rows by a sort field of docs/product.md §2 in a direction; ties are broken by id ascending so the
 * order is total and stable across builds. raceName sorts by the Race cell: venue (case-insensitive), then race number.
 */
export function compareOpportunities(
  a: Opportunity,
  b: Opportunity,
  sortBy: SortField,
  sortDir: SortDir,
): number {
  const dir = sortDir === 'asc' ? 1 : -1;
  let c: number;
  switch (sortBy) {
    case 'raceName':
      c =
        textCompare(lower(a.venue), lower(b.venue)) ||
        a.raceNumber - b.raceNumber;
      break;
    case 'startTime':
      c = textCompare(a.startTime, b.startTime);
      break;
    case 'bookmaker':
      c = textCompare(lower(a.bookmaker), lower(b.bookmaker));
      break;
    default: {
      // A row without the value (a Top-2 row's bonus %, a row without a lay) comes last either way.
      const x = valueOf(a, sortBy);
      const y = valueOf(b, sortBy);
      if (x === null || y === null) return x === y ? byId(a, b) : x === null ? 1 : -1;
      c = x - y;
    }
  }
  return c !== 0 ? c * dir : byId(a, b);
}

/** Orders two rows: negative when a comes first. */
export type OpportunityComparator = (a: Opportunity, b: Opportunity) => number;

/** compareOpportunities bound to a field and direction (a closure that skips the field switch for numeric fields). */
export function opportunityComparator(
  sortBy: SortField,
  sortDir: SortDir,
): OpportunityComparator {
  if (
    sortBy === 'raceName' ||
    sortBy === 'startTime' ||
    sortBy === 'bookmaker'
  ) {
    return (a, b) => compareOpportunities(a, b, sortBy, sortDir);
  }
  const dir = sortDir === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = valueOf(a, sortBy);
    const y = valueOf(b, sortBy);
    if (x === null || y === null) return x === y ? byId(a, b) : x === null ? 1 : -1;
    const c = x - y;
    return c !== 0 ? c * dir : byId(a, b);
  };
}
