import { firstClickSortDir } from '@overlay/domain';
import type { SortDir, SortField } from '@overlay/domain';
import { opportunityComparator, searchOpportunities } from '@overlay/ev-engine';
import { toJump } from '../../../lib/race-time';
import type { DashboardRow } from '../api/dashboard.api';

/** docs/product.md §2: the first click on ev, promoEV, totalEV or bonusPct sorts descending, others ascending; a second click toggles. */
export function nextSort(
  current: { sortBy: SortField; sortDir: SortDir },
  field: SortField,
): { sortBy: SortField; sortDir: SortDir } {
  if (current.sortBy !== field)
    return { sortBy: field, sortDir: firstClickSortDir(field) };
  return { sortBy: field, sortDir: current.sortDir === 'asc' ? 'desc' : 'asc' };
}

/**
 * The rows in a sort order of docs/product.md §2, sorted in the browser (the api is not asked again): the
 * engine's comparator (a row without the value last either way, ties by id), on a copy.
 */
export function sortRows(
  rows: readonly DashboardRow[],
  sortBy: SortField,
  sortDir: SortDir,
): DashboardRow[] {
  return rows.slice().sort(opportunityComparator(sortBy, sortDir));
}

/** The rows a search matches (engine parser), in their given order. */
export function searchRows(
  rows: readonly DashboardRow[],
  search: string,
): DashboardRow[] {
  return searchOpportunities(rows, search);
}

/** Rows after the search and the sort. */
export function visibleRows(
  rows: readonly DashboardRow[],
  search: string,
  sortBy: SortField,
  sortDir: SortDir,
): DashboardRow[] {
  return searchRows(sortRows(rows, sortBy, sortDir), search);
}

/** Antd preset colours of the domain's badge tones (presets follow the light/dark theme). */
export const TONE_COLOR = {
  green: 'green',
  lightGreen: 'lime',
  amber: 'gold',
  grey: 'default',
  red: 'red',
} as const;

/** Time cell's phrase: 'Started', 'In N min', or 'in about N hours' (docs/product.md §4 event start display). */
export const relativeStart = toJump;

/** A row whose bookmaker's prices are stale (the row flag, or the coverage call's). */
export function isStaleRow(
  row: DashboardRow,
  staleBooks: ReadonlySet<string>,
): boolean {
  return row.stale === true || staleBooks.has(row.bookmaker);
}

/** docs/product.md §2 boost-type badge. */
export function boostBadge(boostType: string | null): string {
  if (boostType === 'FIXED_PLACE_K2') return 'Top-2';
  if (boostType === 'ANY_OF_WIN') return 'Any-Of';
  if (boostType === 'PARLAY_ALL_WIN') return 'Parlay';
  return 'Win';
}
