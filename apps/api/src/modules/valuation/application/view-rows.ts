import { Injectable } from '@nestjs/common';
import { marketReading, parseOpportunitiesQuery, SERVER_QUERY_LIMITS } from '@overlay/domain';
import type { FairPriceMethod, Opportunity, RaceMarket, RawQuery } from '@overlay/domain';
import { parse } from 'node:querystring';
import { queryOpportunityTable } from '@overlay/ev-engine';
import { Clock } from '../../../common/time/clock';
import { normalisedSearch } from './opportunity-rows';
import { OpportunityTableCache } from './opportunity-table.cache';
import { MarketStateCache } from './market-state.cache';
import { PromoCatalogCache } from './promo-catalog.cache';
import { RaceMarketCache } from './race-market.cache';

/** The rows of one dashboard query in the global context, and the races they were valued from. */
export interface ViewRowsResult {
  dataVersion: number;
  rows: Opportunity[];
  races: readonly RaceMarket[];
}

/**
 * Rows of a saved view for the alert rules (docs/product.md §10): the same table and filters as
 * the dashboard's reply, in the global context (global promos and active boosts, no one's
 * personal promos), so one computation serves every rule on that view, whoever owns it. Every
 * matching row counts, not only the first `max_results` the dashboard draws. `pick` may narrow
 * the rows to some races (those that changed), each read straight off its segment of the table,
 * and `atLeastTotalEv` to those some rule could alert on.
 * Not serialised or cached: the evaluator asks once per view and market change.
 */
@Injectable()
export class ViewRows {
  constructor(
    private readonly state: MarketStateCache,
    private readonly catalog: PromoCatalogCache,
    private readonly markets: RaceMarketCache,
    private readonly tables: OpportunityTableCache,
    private readonly clock: Clock,
  ) {}

  async rows(
    queryString: string,
    method: FairPriceMethod,
    pick?: (races: readonly RaceMarket[]) => ReadonlySet<string> | null,
    atLeastTotalEv = -Infinity,
  ): Promise<ViewRowsResult> {
    const [state, catalog] = await Promise.all([this.state.current(), this.catalog.current()]);
    const nowMs = this.clock.now().getTime();
    // Parsed per call: the evaluator asks once per view and change, so a memo would save nothing worth keeping.
    const parsed = parseOpportunitiesQuery(parse(queryString) as RawQuery, state.bookmakers);
    // Rows below every rule's threshold are never made into objects (the engine filters its columns first).
    const query = { ...parsed, minTotalEV: Math.max(parsed.minTotalEV, atLeastTotalEv), maxResults: SERVER_QUERY_LIMITS.maxResults.max };
    const markets = await this.markets.marketsFor(state.dataVersion, nowMs, query.withinMinutes);
    const table = await this.tables.tableFor(markets, catalog, catalog.contextFor(null, method));
    const market = marketReading(this.state.freshnessAt(state, nowMs));
    const search = normalisedSearch(query.q);
    const only = pick?.(markets.races) ?? null;
    if (only === null) {
      const rows = queryOpportunityTable(table, query, nowMs, search, undefined, market);
      return { dataVersion: state.dataVersion, rows, races: markets.races };
    }
    const rows: Opportunity[] = [];
    for (const raceId of only) {
      // A view pinned to one race keeps to it.
      if (query.raceId !== null && query.raceId !== raceId) continue;
      rows.push(...queryOpportunityTable(table, { ...query, raceId }, nowMs, search, undefined, market));
    }
    return { dataVersion: state.dataVersion, rows, races: markets.races };
  }
}
