import type { SortField } from '../opportunity/opportunity';
import { parseOpportunitiesQuery } from '../filters/filter-query';
import { FILTER_DEFAULTS, formatTimeWindow } from '../filters/filters';
import { RACE_CODES } from '../racing/race-code';

/** The dashboard's column names (docs/product.md §2) for a view's sort. */
const COLUMN_NAMES: Readonly<Record<SortField, string>> = {
  raceName: 'Race',
  startTime: 'Time',
  bookmaker: 'Bookmaker',
  price: 'Odds',
  ev: 'Base EV',
  bonusPct: 'Bonus %',
  promoEV: 'Promo EV',
  totalEV: 'Total EV',
  // The Matched mode's columns (docs/ev-model.md §10).
  layPrice: 'Lay',
  matchRating: 'Rating',
  lockRating: 'Locked',
  lockedEV: 'Locked EV',
};

/**
 * A saved view's filters in words, one phrase per filter that differs from the dashboard's
 * defaults ("HR, TB", "Sportsbet, TAB", "total EV ≥ 10 %", "within 2h"), for the list of views:
 * a person reads these, not a query string.
 */
export function describeViewQuery(query: string): string[] {
  const raw = Object.fromEntries(new URLSearchParams(query));
  const books = (raw.bookmakers ?? '').split(',').map((b) => b.trim()).filter(Boolean);
  const q = parseOpportunitiesQuery(raw, books);
  const d = FILTER_DEFAULTS;
  const words: string[] = [];
  if (q.raceCodes.length < RACE_CODES.length) words.push(q.raceCodes.join(', '));
  if (books.length > 0) words.push(q.bookmakers.join(', '));
  if (q.minTotalEV !== d.minTotalEV) words.push(`total EV ≥ ${q.minTotalEV} %`);
  if (q.maxOdds !== d.maxOdds) words.push(`odds ≤ ${q.maxOdds}`);
  if (q.minBonusPct > 0) words.push(`bonus ≥ ${q.minBonusPct} %`);
  if (q.withinMinutes !== d.withinMinutes) words.push(`within ${formatTimeWindow(q.withinMinutes)}`);
  if (q.maxResults !== d.maxResults) words.push(`top ${q.maxResults} rows`);
  if (q.requireTwoBookies) words.push('two books or more');
  if (!q.includePromos) words.push('no promotions');
  else if (q.promoOnly) words.push('promo rows only');
  if (q.matched) words.push('matched (back and lay)');
  if (q.layOnly) words.push('with a lay price');
  if (q.minRating > 0) words.push(`rating ≥ ${q.minRating} %`);
  if (q.q) words.push(`search “${q.q}”`);
  if (q.raceId) words.push(`race ${q.raceId}`);
  if (q.sortBy !== d.sortBy || q.sortDir !== d.sortDir)
    words.push(`sorted by ${COLUMN_NAMES[q.sortBy]} ${q.sortDir === 'asc' ? 'ascending' : 'descending'}`);
  return words.length > 0 ? words : ['every opportunity (the dashboard’s defaults)'];
}
