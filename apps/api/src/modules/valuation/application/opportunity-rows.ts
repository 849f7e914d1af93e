import { Injectable } from '@nestjs/common';
import { marketAsOf, marketReading } from '@overlay/domain';
import type {
  FairPriceMethod,
  MarketFreshness,
  OpportunitiesQuery,
  Opportunity,
  ReplyRetention,
  StaleRace,
} from '@overlay/domain';
import { queryOpportunityTable, staleFairPriceRaces } from '@overlay/ev-engine';
import { Clock } from '../../../common/time/clock';
import type { CatalogSnapshot } from './catalog-snapshot';
import { replyValidUntil } from './market-set';
import { MarketStateCache } from './market-state.cache';
import type { ServingState } from './market-state.cache';
import { OpportunityTableCache } from './opportunity-table.cache';
import { PromoCatalogCache } from './promo-catalog.cache';
import { RaceMarketCache } from './race-market.cache';
import { MeasuredRetentionSource } from './measured-retention.source';
import type { RetentionMeasure } from './measured-retention.source';
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
  /** The commission (percent) the rows' locked figures are net of. */
  commission: number;
  /** What the rows' bonus bets are worth: the promos' multipliers, or the measured values per book. */
  retention: ReplyRetention;
  /** Races of the filter with stale prices: hidden for a stale fair price (the dashboard says why), or every race with quotes while the whole market is stale. */
  staleRaces: StaleRace[];
  marketAsOf: string | null;
  /** The whole market's freshness when the rows were made (the stale banner reads it). */
  marketFreshness: MarketFreshness;
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
    private readonly retention: MeasuredRetentionSource,
  ) {}

  /**
   * The version key of this viewer's rows when known without waiting, else undefined (then
   * `version`); `at`: a state read but not served yet (MarketStateCache.beforeServing), else the one served.
   */
  peekVersion(viewer: Viewer, at?: ServingState): string | undefined {
    const state = at ?? this.state.peek();
    const catalog = this.catalog.peek();
    const measure = viewer.retentionSource === 'measured' ? this.retention.peek(viewer.commission) : null;
    return state === undefined || catalog === undefined || measure === undefined
      ? undefined
      : this.versionOf(state, catalog, viewer, this.clock.now().getTime(), measure);
  }

  async version(viewer: Viewer): Promise<string> {
    const state = this.state.peek() ?? (await this.state.current());
    const catalog = this.catalog.peek() ?? (await this.catalog.current());
    const measure = await this.measureFor(viewer);
    return this.versionOf(state, catalog, viewer, this.clock.now().getTime(), measure);
  }

  /** The measured retention a viewer's rows are valued at, at their commission; null when they value bonus bets at the promos' multipliers. */
  private measureFor(viewer: Viewer): Promise<RetentionMeasure | null> | RetentionMeasure | null {
    if (viewer.retentionSource !== 'measured') return null;
    return this.retention.peek(viewer.commission) ?? this.retention.measure(viewer.commission);
  }

  /** Active bookmaker names (what a query's `bookmakers` is read against) when known without waiting. */
  peekBookmakers(): readonly string[] | undefined {
    return this.state.peek()?.bookmakers;
  }

  async bookmakers(): Promise<readonly string[]> {
    return (this.state.peek() ?? (await this.state.current())).bookmakers;
  }

  /** The viewer's rows for the query at the state served, or at `at` (a state read but not served yet). */
  async rows(viewer: Viewer, query: OpportunitiesQuery, at?: ServingState): Promise<OpportunityRows> {
    const state = at ?? this.state.peek() ?? (await this.state.current());
    const catalog = this.catalog.peek() ?? (await this.catalog.current());
    const nowMs = this.clock.now().getTime();
    const markets = await this.markets.marketsFor(state.dataVersion, nowMs, query.withinMinutes);
    const measure = await this.measureFor(viewer);
    const table = await this.tables.tableFor(markets, catalog, contextOfViewer(catalog, viewer, measure));
    // Freshness is judged now, not when the table was valued (docs/ev-model.md §1, stale quotes).
    const freshness = this.state.freshnessAt(state, nowMs);
    const reading = marketReading(freshness);
    const staleAtMs = freshness.staleAt === null ? Infinity : Date.parse(freshness.staleAt);
    return {
      version: this.versionOf(state, catalog, viewer, nowMs, measure),
      opportunities: queryOpportunityTable(table, query, nowMs, normalisedSearch(query.q), undefined, reading, viewer.commission),
      lastUpdated: state.lastUpdated,
      fairPriceMethod: viewer.fairMethod,
      // Percent on the wire, as the request names it (rounded: 0.07 × 100 is 7.000000000000001).
      commission: Math.round(viewer.commission * 1e6) / 1e4,
      retention:
        measure === null
          ? { source: 'promo', measured: {} }
          : { source: 'measured', measured: Object.fromEntries(measure.books.map((m) => [m.bookmaker, m.retention])) },
      staleRaces: staleFairPriceRaces(table, query, nowMs, freshness.stale),
      // A stream's "as of" is its last frame or heartbeat; a polled market's, its newest race's.
      marketAsOf: state.health.delivery === 'stream' ? freshness.asOf : marketAsOf(markets.races),
      marketFreshness: freshness,
      // Rows carry their quotes' ages and the market's freshness: a reply is built again at least
      // this often, and when the market turns stale.
      validUntilMs: Math.min(
        replyValidUntil(markets, nowMs, query.withinMinutes),
        nowMs + PRICE_AGE_RESOLUTION_MS,
        staleAtMs + 1,
      ),
    };
  }

  /**
   * One string per serving state, market freshness, catalog version and viewer context, made once
   * per context while they hold. The freshness is judged at `nowMs` (a comparison, as a state
   * holds its verdict until its staleAt), so a market turning stale moves the key, and with it the
   * reply and its ETag, with no new data.
   */
  private versionOf(
    state: ServingState,
    catalog: CatalogSnapshot,
    viewer: Viewer,
    nowMs: number,
    measure: RetentionMeasure | null,
  ): string {
    // A state being prepared is not memoised: the one served keeps its keys meanwhile.
    if (state !== this.state.peek()) return this.versionKey(state, catalog, viewer, nowMs, measure);
    if (this.versionsOf?.state !== state || this.versionsOf.catalog !== catalog) {
      this.versionsOf = { state, catalog };
      this.versions.clear();
    }
    const context = this.contextKey(state, catalog, viewer, nowMs, measure);
    let version = this.versions.get(context);
    if (version === undefined) {
      version = `${state.dataVersion}|${state.lastUpdated}|${catalog.version}|${context}`;
      this.versions.set(context, version);
    }
    return version;
  }

  private versionKey(state: ServingState, catalog: CatalogSnapshot, viewer: Viewer, nowMs: number, measure: RetentionMeasure | null): string {
    return `${state.dataVersion}|${state.lastUpdated}|${catalog.version}|${this.contextKey(state, catalog, viewer, nowMs, measure)}`;
  }

  /**
   * The context key names the fair-price method (one reply per method in use) and the measured
   * retention the rows were valued at, if any; then the commission the locked figures are net of,
   * and the market's freshness.
   */
  private contextKey(state: ServingState, catalog: CatalogSnapshot, viewer: Viewer, nowMs: number, measure: RetentionMeasure | null): string {
    const freshness = this.state.freshnessAt(state, nowMs).reason;
    return `${contextOfViewer(catalog, viewer, measure).key}|c${viewer.commission}|${freshness ?? 'fresh'}`;
  }
}
