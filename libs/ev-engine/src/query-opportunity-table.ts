import type { Opportunity } from '@overlay/domain';
import type { OpportunityFilter } from './filter-opportunities';
import { withoutPromo } from './filter-opportunities';
import {
  materialiseOpportunity,
  opportunityIdAt,
} from './materialise-opportunity';
import { matchOpportunityRows } from './match-opportunity-rows';
import type { OpportunityTable } from './opportunity-table';
import { selectTopKeys } from './select-top-keys';
import { opportunityComparator } from './sort-opportunities';

/** A query's rows and how many rows passed its filters before the max_results cut. */
export interface OpportunityQueryResult {
  rows: Opportunity[];
  /** Rows matching the filters ('N opportunities'), ≥ rows.length. */
  matched: number;
}

/**
 * filterOpportunities(searchOpportunities(buildOpportunities(races, ctx).rows, search), filter,
 * nowMs) over a table, with the same rows in the same order: filters on the columns, picks the
 * first max_results by the sort key (quickselect; ids built only for ties at the cut), then
 * materialises and sorts those rows alone. `nowMs` is epoch ms; `search` is the dashboard's q
 * ('' = none); max_results is an integer (the parser clamps it to 1..5000).
 */
export function queryOpportunityTableWithCount(
  table: OpportunityTable,
  filter: OpportunityFilter,
  nowMs: number,
  search = '',
): OpportunityQueryResult {
  const matches = matchOpportunityRows(table, filter, nowMs, search);
  const { rows: matchRows, keys, count } = matches;
  const picked = selectTopKeys(keys, count, filter.maxResults, (p) =>
    opportunityIdAt(table, matchRows[p]),
  );
  const rows = new Array<Opportunity>(picked.length);
  for (let i = 0; i < picked.length; i++) {
    const row = materialiseOpportunity(table, matchRows[picked[i]]);
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
): Opportunity[] {
  return queryOpportunityTableWithCount(table, filter, nowMs, search).rows;
}
