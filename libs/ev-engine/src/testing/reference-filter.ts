import type { Opportunity } from '@overlay/domain';
import type { OpportunityFilter } from '../query/opportunity-filter';
import { withoutPromo } from '../query/opportunity-filter';
import { opportunityComparator } from '../query/sort-opportunities';

// Testing only: the product filters the table's columns (query/match-opportunity-rows.ts, the one
// filter definition). This is the spec's wording applied to row objects, kept as an independent
// oracle that the column query is checked against on random day cards.

/**
 * The opportunities call (docs/product.md §2, docs/architecture.md §4.7): race_id, codes, within_minutes (startTime ≤ now +
 * window; a started race still open stays), bookmakers, require_two_bookies (runner priced by ≥ 2
 * books), include_promos, mode=promo_only (a promo applied), max_odds (price ≤), min_bonus_pct
 * (bonusPct ≥), min_total_ev (totalEV ≥), lay_only (a lay price), min_rating (price / layPrice ×
 * 100 ≥, so a lay is needed); then sorted and cut to max_results. `nowMs` is epoch ms.
 */
export function filterOpportunities(
  rows: readonly Opportunity[],
  filter: OpportunityFilter,
  nowMs: number,
): Opportunity[] {
  const books = new Set(filter.bookmakers.map((b) => b.toLowerCase()));
  const bookOk = new Map<string, boolean>();
  const codes = new Set<string>(filter.raceCodes);
  const limitMs = nowMs + filter.withinMinutes * 60_000;
  let lastStart = '';
  let lastStartOk = false;
  const kept: Opportunity[] = [];
  for (let i = 0; i < rows.length; i++) {
    let row = rows[i];
    if (filter.raceId !== null && row.extRaceId !== filter.raceId) continue;
    if (!codes.has(row.raceCode)) continue;
    if (row.startTime !== lastStart) {
      lastStart = row.startTime;
      lastStartOk = Date.parse(row.startTime) <= limitMs;
    }
    if (!lastStartOk) continue;
    let ok = bookOk.get(row.bookmaker);
    if (ok === undefined) {
      ok = books.has(row.bookmaker.toLowerCase());
      bookOk.set(row.bookmaker, ok);
    }
    if (!ok) continue;
    if (filter.requireTwoBookies && row.bookmakerCount < 2) continue;
    if (!filter.includePromos) row = withoutPromo(row);
    else if (filter.promoOnly && row.promoType === null) continue;
    if (row.price > filter.maxOdds) continue;
    // No bonus % (a Top-2 row): kept only when no minimum is asked.
    if (row.bonusPct === null ? filter.minBonusPct > 0 : row.bonusPct < filter.minBonusPct) continue;
    if (row.totalEV < filter.minTotalEV) continue;
    if (filter.layOnly && row.layPrice === null) continue;
    if (
      filter.minRating > 0 &&
      (row.layPrice === null || (row.price / row.layPrice) * 100 < filter.minRating)
    )
      continue;
    kept.push(row);
  }
  kept.sort(opportunityComparator(filter.sortBy, filter.sortDir));
  return kept.slice(0, Math.max(0, filter.maxResults));
}
