import type { Opportunity, SortDir, SortField } from '@overlay/domain';

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

/**
 * Compares two rows by a sort field of spec §2 in a direction; ties are broken by id ascending so the
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
    default:
      c = a[sortBy] - b[sortBy];
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
    const c = a[sortBy] - b[sortBy];
    return c !== 0 ? c * dir : byId(a, b);
  };
}

/** A sorted copy of rows by sort_by / sort_dir (defaults totalEV desc); ISO UTC start times compare as text. */
export function sortOpportunities(
  rows: readonly Opportunity[],
  sortBy: SortField = 'totalEV',
  sortDir: SortDir = 'desc',
): Opportunity[] {
  return rows.slice().sort(opportunityComparator(sortBy, sortDir));
}

/** Moves the `limit` first rows in order to a[0..limit) (unordered), by quickselect with a median-of-three pivot. */
function select(
  a: Opportunity[],
  limit: number,
  cmp: OpportunityComparator,
): void {
  let lo = 0;
  let hi = a.length - 1;
  while (hi > lo) {
    const mid = (lo + hi) >> 1;
    // Median of three as the pivot, kept at hi.
    if (cmp(a[mid], a[lo]) < 0) [a[mid], a[lo]] = [a[lo], a[mid]];
    if (cmp(a[hi], a[lo]) < 0) [a[hi], a[lo]] = [a[lo], a[hi]];
    if (cmp(a[mid], a[hi]) < 0) [a[mid], a[hi]] = [a[hi], a[mid]];
    const pivot = a[hi];
    let store = lo;
    for (let i = lo; i < hi; i++) {
      if (cmp(a[i], pivot) < 0) {
        const t = a[i];
        a[i] = a[store];
        a[store] = t;
        store++;
      }
    }
    a[hi] = a[store];
    a[store] = pivot;
    if (store === limit || store === limit - 1) return;
    if (store > limit) hi = store - 1;
    else lo = store + 1;
  }
}

/** The first `limit` rows of sortOpportunities(rows, sortBy, sortDir), without sorting the rest (quickselect, then sort). */
export function topOpportunities(
  rows: readonly Opportunity[],
  limit: number,
  sortBy: SortField = 'totalEV',
  sortDir: SortDir = 'desc',
): Opportunity[] {
  const cmp = opportunityComparator(sortBy, sortDir);
  const copy = rows.slice();
  const n = Math.max(0, Math.min(limit, copy.length));
  if (n * 4 < copy.length) select(copy, n, cmp);
  const head = n * 4 < copy.length ? copy.slice(0, n) : copy;
  head.sort(cmp);
  if (head.length > n) head.length = n;
  return head;
}
