import { Injectable } from '@nestjs/common';
import { marketAsOf } from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';
import { queryOpportunityTable, staleFairPriceRaces } from '@overlay/ev-engine';
import { Clock } from '../../../common/time/clock';
import { LruCache } from '../cache/lru-cache';
import { SingleFlight } from '../cache/single-flight';
import type { CatalogSnapshot } from './catalog-snapshot';
import { replyValidUntil } from './market-set';
import { MarketStateCache } from './market-state.cache';
import type { ServingState } from './market-state.cache';
import { normalisedSearch, serialiseReply } from './opportunities-reply';
import type { OpportunitiesReply } from './opportunities-reply';
import { OpportunityTableCache } from './opportunity-table.cache';
import { ParsedQueryMemo } from './parsed-query.memo';
import { PromoCatalogCache } from './promo-catalog.cache';
import { RaceMarketCache } from './race-market.cache';

/** How stale a reply's price ages and stale marks may be. */
const PRICE_AGE_RESOLUTION_MS = 10_000;

/** Replies kept, bounded by count and by body bytes (a 5000-row reply is about 4 MB). */
export const REPLY_CACHE_ENTRIES = 200;
export const REPLY_CACHE_BYTES = 200 * 1024 * 1024;

/**
 * The replies of `GET /api/opportunities` (docs/product.md §2, §7): the caller's rows (global promos, their personal ones,
 * active boosts) filtered, sorted and cut by the query, serialised once per data version,
 * refresh time, catalog version, viewer context (with its fair-price method) and filter set, with its ETag computed once.
 */
@Injectable()
export class OpportunityReplies {
  private readonly replies = new LruCache<string, OpportunitiesReply>(
    REPLY_CACHE_ENTRIES,
    REPLY_CACHE_BYTES,
    (reply) => reply.body.length,
  );
  private readonly building = new SingleFlight<string, OpportunitiesReply>();
  private readonly queries = new ParsedQueryMemo();

  constructor(
    private readonly state: MarketStateCache,
    private readonly catalog: PromoCatalogCache,
    private readonly markets: RaceMarketCache,
    private readonly tables: OpportunityTableCache,
    private readonly clock: Clock,
  ) {}

  /**
   * The cached reply when everything it depends on is known without waiting and it is still
   * valid, else undefined (then call `execute`): the hot path, with no promise at all.
   */
  cached(queryString: string, viewerId: string, method: FairPriceMethod = 'default'): OpportunitiesReply | undefined {
    const state = this.state.peek();
    const catalog = this.catalog.peek();
    if (state === undefined || catalog === undefined) return undefined;
    const reply = this.replies.get(this.replyKey(state, catalog, queryString, viewerId, method));
    return reply !== undefined && this.clock.now().getTime() < reply.validUntilMs ? reply : undefined;
  }

  /** `queryString` is the request's query string without the '?'. */
  async execute(queryString: string, viewerId: string, method: FairPriceMethod = 'default'): Promise<OpportunitiesReply> {
    const state = this.state.peek() ?? (await this.state.current());
    const catalog = this.catalog.peek() ?? (await this.catalog.current());
    const nowMs = this.clock.now().getTime();
    const { query } = this.queries.read(queryString, state.bookmakers);
    const viewer = catalog.contextFor(viewerId, method);
    const key = this.replyKey(state, catalog, queryString, viewerId, method);
    const cached = this.replies.get(key);
    if (cached !== undefined && nowMs < cached.validUntilMs) return cached;
    return this.building.run(key, async () => {
      const markets = await this.markets.marketsFor(state.dataVersion, nowMs, query.withinMinutes);
      const table = await this.tables.tableFor(markets, catalog, viewer);
      // Quotes confirmed by the last fetch are as old as the data (state.lastUpdated).
      const asOfMs = state.lastUpdated === null ? NaN : Date.parse(state.lastUpdated);
      const rows = queryOpportunityTable(table, query, nowMs, normalisedSearch(query.q), undefined, asOfMs);
      const reply = serialiseReply(
        rows,
        state.lastUpdated,
        // Rows carry their quotes' ages: a reply is built again at least this often.
        Math.min(replyValidUntil(markets, nowMs, query.withinMinutes), nowMs + PRICE_AGE_RESOLUTION_MS),
        method,
        // Races of the filter hidden for stale prices: the dashboard says why they have no rows.
        staleFairPriceRaces(table, query, nowMs),
        marketAsOf(markets.races),
      );
      this.replies.set(key, reply);
      return reply;
    });
  }

  private replyKey(
    state: ServingState,
    catalog: CatalogSnapshot,
    queryString: string,
    viewerId: string,
    method: FairPriceMethod,
  ): string {
    const { key } = this.queries.read(queryString, state.bookmakers);
    // The viewer key names the fair-price method: one reply per method in use.
    const viewer = catalog.contextFor(viewerId, method).key;
    return `${state.dataVersion}|${state.lastUpdated}|${catalog.version}|${viewer}|${key}`;
  }
}
