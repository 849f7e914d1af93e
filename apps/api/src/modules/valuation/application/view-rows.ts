import { Injectable } from '@nestjs/common';
import type { FairPriceMethod, Opportunity, RaceMarket } from '@overlay/domain';
import { queryOpportunityTable } from '@overlay/ev-engine';
import { Clock } from '../../../common/time/clock';
import { normalisedSearch } from './opportunities-reply';
import { OpportunityTableCache } from './opportunity-table.cache';
import { ParsedQueryMemo } from './parsed-query.memo';
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
 * Rows of a saved view for the alert rules (docs/product.md "Alerts"): the same table and query as the dashboard's
 * reply, in the global context (global promos and active boosts, no one's personal promos), so
 * one computation serves every rule on that view, whoever owns it. Not serialised or cached: the
 * evaluator asks once per view and market change.
 */
@Injectable()
export class ViewRows {
  private readonly queries = new ParsedQueryMemo();

  constructor(
    private readonly state: MarketStateCache,
    private readonly catalog: PromoCatalogCache,
    private readonly markets: RaceMarketCache,
    private readonly tables: OpportunityTableCache,
    private readonly clock: Clock,
  ) {}

  async rows(queryString: string, method: FairPriceMethod): Promise<ViewRowsResult> {
    const [state, catalog] = await Promise.all([this.state.current(), this.catalog.current()]);
    const nowMs = this.clock.now().getTime();
    const { query } = this.queries.read(queryString, state.bookmakers);
    const markets = await this.markets.marketsFor(state.dataVersion, nowMs, query.withinMinutes);
    const table = await this.tables.tableFor(markets, catalog, catalog.contextFor(null, method));
    const asOfMs = state.lastUpdated === null ? NaN : Date.parse(state.lastUpdated);
    const rows = queryOpportunityTable(table, query, nowMs, normalisedSearch(query.q), undefined, asOfMs);
    return { dataVersion: state.dataVersion, rows, races: markets.races };
  }
}
