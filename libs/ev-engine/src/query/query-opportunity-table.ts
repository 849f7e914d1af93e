import type { MarketReading, Opportunity } from '@overlay/domain';
import { UNKNOWN_MARKET } from '@overlay/domain';
import type { OpportunityFilter } from './opportunity-filter';
import { withoutPromo } from './opportunity-filter';
import {
  DEFAULT_COMMISSION,
  materialiseOpportunity,
  opportunityIdAt,
} from '../table/materialise-opportunity';
import { matchOpportunityRows } from './match-opportunity-rows';
import type { OpportunityTable } from '../table/opportunity-table';
import { QueryScratch } from './query-scratch';
import { selectTopKeys } from './select-top-keys';
import { opportunityComparator } from './sort-opportunities';

// Each table owns the scratch its queries use (a query consumes its matches before it returns), so a
// warm table answers without allocating room for all its rows again.
const tableScratch = new WeakMap<OpportunityTable, QueryScratch>();
function scratchOf(table: OpportunityTable): QueryScratch {
  let scratch = tableScratch.get(table);
  if (scratch === undefined) {
    scratch = new QueryScratch();
    tableScratch.set(table, scratch);
  }
  return scratch;
}

/** A query's rows and how many rows passed its filters before the max_results cut. */
export interface OpportunityQueryResult {
  rows: Opportunity[];
  /** Rows matching the filters ('N opportunities'), ≥ rows.length. */
  matched: number;
}

/**
 * The opportunities call (docs/product.md §2, docs/architecture.md §4.7) over a table: race_id, codes, within_minutes,
 * bookmakers, require_two_bookies, include_promos, mode=promo_only, max_odds, min_bonus_pct,
 * min_total_ev and the search text (match-opportunity-rows.ts); filters on the columns, picks the
 * first max_results by the sort key (quickselect; ids built only for ties at the cut), then
 * materialises and sorts those rows alone. `nowMs` is epoch ms; `search` is the dashboard's q
 * ('' = none); max_results is an integer (the parser clamps it to 1..5000). `market` is the
 * market's freshness now (quoteFreshness, docs/ev-model.md §1): quotes without a time of their
 * own are as old as its "as of", and every row is stale while it is. `commission` (a fraction) is
 * the exchange's commission the rows' locked figures are net of (docs/ev-model.md §10).
 */
export function queryOpportunityTableWithCount(
  table: OpportunityTable,
  filter: OpportunityFilter,
  nowMs: number,
  search = '',
  scratch = scratchOf(table),
  market: MarketReading = UNKNOWN_MARKET,
  commission = DEFAULT_COMMISSION,
): OpportunityQueryResult {
  const matches = matchOpportunityRows(
    table,
    filter,
    nowMs,
    search,
    scratch,
    commission,
  );
  const { rows: matchRows, keys, count } = matches;
  const picked = selectTopKeys(
    keys,
    count,
    filter.maxResults,
    (p) => opportunityIdAt(table, matchRows[p]),
    scratch,
  );
  const rows = new Array<Opportunity>(picked.length);
  for (let i = 0; i < picked.length; i++) {
    const row = materialiseOpportunity(
      table,
      matchRows[picked[i]],
      nowMs,
      market,
      commission,
    );
    rows[i] = filter.includePromos ? row : withoutPromo(row);
  }
  rows.sort(opportunityComparator(filter.sortBy, filter.sortDir));
  return { rows, matched: count };
}

/** The rows of queryOpportunityTableWithCount: what the opportunities call replies with. */
export function queryOpportunityTable(
  table: OpportunityTable,
  filter: OpportunityFilter,
  nowMs: number,
  search = '',
  scratch = scratchOf(table),
  market: MarketReading = UNKNOWN_MARKET,
  commission = DEFAULT_COMMISSION,
): Opportunity[] {
  return queryOpportunityTableWithCount(
    table,
    filter,
    nowMs,
    search,
    scratch,
    market,
    commission,
  ).rows;
}
