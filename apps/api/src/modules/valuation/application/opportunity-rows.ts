import { Injectable } from '@nestjs/common';
import { marketAsOf } from '@overlay/domain';
import type { FairPriceMethod, OpportunitiesQuery, Opportunity, StaleRace } from '@overlay/domain';
import { queryOpportunityTable, staleFairPriceRaces } from '@overlay/ev-engine';
import { Clock } from '../../../common/time/clock';
import type { CatalogSnapshot } from './catalog-snapshot';
import { replyValidUntil } from './market-set';
import { MarketStateCache } from './market-state.cache';
import type { ServingState } from './market-state.cache';
import { OpportunityTableCache } from './opportunity-table.cache';
import { PromoCatalogCache } from './promo-catalog.cache';
import { RaceMarketCache } from './race-market.cache';
import { contextOfViewer } from './viewer';
import type { Viewer } from './viewer';

/** How stale a reply's price ages and stale marks may be. */
const PRICE_AGE_RESOLUTION_MS = 10_000;

/** One viewer's rows for one query, and what they were valued from. */
export interface OpportunityRows {
  /** The data version, refresh time, catalog version and viewer context the rows rest on. */
  version: string;
  opportunities: Opportunity[];
  /** ISO-8601 UTC of the last successful refresh. */
  lastUpdated: string | null;
  fairPriceMethod: FairPriceMethod;
  /** Races of the filter hidden for stale prices: the dashboard says why they have no rows. */
  staleRaces: StaleRace[];
  marketAsOf: string | null;
  /** Epoch ms after which the rows may be wrong: time moved a race into the window, or price ages moved. */
  validUntilMs: number;
}

/** The search text as matched (the engine's search ignores case and surrounding spaces). */
export function normalisedSearch(q: string): string {
  return q.trim().toLowerCase();
}

/**
 * The rows of `GET /api/opportunities` (docs/product.md §2, §7): the viewer's table (global
 * promos, their personal ones, active boosts, under their fair-price method) filtered, sorted
 * and cut by the query, with the version key they rest on. Serialising and caching the reply is
 * the opportunities module's.
 */
@Injectable()
export class OpportunityRowsSource {
  private versionsOf: { state: ServingState; catalog: CatalogSnapshot } | null = null;
  private readonly versions = new Map<string, string>();

  constructor(
    private readonly state: MarketStateCache,
    private readonly catalog: PromoCatalogCache,
    private readonly markets: RaceMarketCache,
    private readonly tables: OpportunityTableCache,
    private readonly clock: Clock,
  ) {}

  /** The version key of this viewer's rows when known without waiting, else undefined (then `version`). */
  peekVersion(viewer: Viewer): string | undefined {
    const state = this.state.peek();
    const catalog = this.catalog.peek();
    return state === undefined || catalog === undefined ? undefined : this.versionOf(state, catalog, viewer);
  }

  async version(viewer: Viewer): Promise<string> {
    const state = this.state.peek() ?? (await this.state.current());
    const catalog = this.catalog.peek() ?? (await this.catalog.current());
    return this.versionOf(state, catalog, viewer);
  }

  /** Active bookmaker names (what a query's `bookmakers` is read against) when known without waiting. */
  peekBookmakers(): readonly string[] | undefined {
    return this.state.peek()?.bookmakers;
  }

  async bookmakers(): Promise<readonly string[]> {
    return (this.state.peek() ?? (await this.state.current())).bookmakers;
  }

  async rows(viewer: Viewer, query: OpportunitiesQuery): Promise<OpportunityRows> {
    const state = this.state.peek() ?? (await this.state.current());
    const catalog = this.catalog.peek() ?? (await this.catalog.current());
    const nowMs = this.clock.now().getTime();
    const markets = await this.markets.marketsFor(state.dataVersion, nowMs, query.withinMinutes);
    const table = await this.tables.tableFor(markets, catalog, contextOfViewer(catalog, viewer));
    // Quotes confirmed by the last fetch are as old as the data (state.lastUpdated).
    const asOfMs = state.lastUpdated === null ? NaN : Date.parse(state.lastUpdated);
    return {
      version: this.versionOf(state, catalog, viewer),
      opportunities: queryOpportunityTable(table, query, nowMs, normalisedSearch(query.q), undefined, asOfMs),
      lastUpdated: state.lastUpdated,
      fairPriceMethod: viewer.fairMethod,
      staleRaces: staleFairPriceRaces(table, query, nowMs),
      marketAsOf: marketAsOf(markets.races),
      // Rows carry their quotes' ages: a reply is built again at least this often.
      validUntilMs: Math.min(replyValidUntil(markets, nowMs, query.withinMinutes), nowMs + PRICE_AGE_RESOLUTION_MS),
    };
  }

  /** One string per serving state, catalog version and viewer context, made once per context while they hold. */
  private versionOf(state: ServingState, catalog: CatalogSnapshot, viewer: Viewer): string {
    if (this.versionsOf?.state !== state || this.versionsOf.catalog !== catalog) {
      this.versionsOf = { state, catalog };
      this.versions.clear();
    }
    // The context key names the fair-price method: one reply per method in use.
    const context = contextOfViewer(catalog, viewer).key;
    let version = this.versions.get(context);
    if (version === undefined) {
      version = `${state.dataVersion}|${state.lastUpdated}|${catalog.version}|${context}`;
      this.versions.set(context, version);
    }
    return version;
  }
}
