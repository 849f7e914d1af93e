import { Injectable } from '@nestjs/common';
import type {
  BettingSettings,
  FairPriceMethod,
  FairPriceRecord,
  FeedHealth,
  MarketFreshness,
  OpportunitiesQuery,
  RaceMarket,
  SnapshotRace,
} from '@overlay/domain';
import { valueRace } from '@overlay/ev-engine';
import { BettingSettingsService } from '../betting-settings';
import type { ViewerContext } from './application/catalog-snapshot';
import { MarketStateCache } from './application/market-state.cache';
import { MeasuredRetentionSource } from './application/measured-retention.source';
import type { RetentionMeasure } from './application/measured-retention.source';
import type { ServingPreparer, ServingState } from './application/market-state.cache';
import { OpportunityRowsSource } from './application/opportunity-rows';
import type { OpportunityRows } from './application/opportunity-rows';
import { PromoCatalogCache } from './application/promo-catalog.cache';
import { RaceMarketCache } from './application/race-market.cache';
import type { Viewer } from './application/viewer';
import { ViewRows } from './application/view-rows';
import type { ViewRowsResult } from './application/view-rows';

/** Longest anything waits for this instance to serve a version (then it goes on with the one served). */
const SERVING_WAIT_MS = 5_000;

/** What a viewer's valuation rests on right now. */
export interface CurrentValuation {
  dataVersion: number;
  /** ISO-8601 UTC of the last successful refresh. */
  lastUpdated: string | null;
  /** Active bookmaker names. */
  bookmakers: readonly string[];
  /** What the market's freshness rests on (a stream, or a polled feed). */
  health: FeedHealth;
  /** The engine context of this viewer: global promos, their personal ones, active boosts. */
  viewer: ViewerContext;
}

/** One race as valuation sees it for a viewer. */
export interface ValuedRace {
  race: RaceMarket;
  viewer: ViewerContext;
  lastUpdated: string | null;
}

/**
 * The one door to valuation: every reader (opportunities, debug, and the boosts and live views to
 * come) gets the same data version, promo catalog and viewer context through here, so a race is
 * never valued from two different states. The caches behind it stay inside the module.
 */
@Injectable()
export class ValuationService {
  constructor(
    private readonly state: MarketStateCache,
    private readonly catalog: PromoCatalogCache,
    private readonly markets: RaceMarketCache,
    private readonly rows: OpportunityRowsSource,
    private readonly settings: BettingSettingsService,
    private readonly views: ViewRows,
    private readonly retention: MeasuredRetentionSource,
  ) {}

  /** Each bookmaker's retention measured from the market now at `commission` (a fraction; docs/ev-model.md §10). */
  measuredRetention(commission: number): Promise<RetentionMeasure> {
    return this.retention.measure(commission);
  }

  /**
   * The fair-price method a viewer's valuation uses, without waiting: an explicit override (the
   * `fair_method` query parameter) wins, else their setting when known; undefined: call `fairMethod`.
   */
  peekFairMethod(viewerId: string, override: FairPriceMethod | null = null): FairPriceMethod | undefined {
    return override ?? this.settings.peek(viewerId)?.fairMethod;
  }

  /** A viewer's betting settings (fair-price method, commission, retention source) when in memory, else undefined: no promise. */
  peekViewerSettings(viewerId: string): BettingSettings | undefined {
    return this.settings.peek(viewerId);
  }

  viewerSettings(viewerId: string): Promise<BettingSettings> {
    return this.settings.forUser(viewerId);
  }

  /** The fair-price method a viewer's valuation uses: the override, else their setting (docs/ev-model.md §9). */
  async fairMethod(viewerId: string, override: FairPriceMethod | null = null): Promise<FairPriceMethod> {
    return override ?? (await this.settings.forUser(viewerId)).fairMethod;
  }

  /** The data version, its refresh time and the bookmakers, for readers that value no viewer's promos. */
  servingState(): Promise<ServingState> {
    return this.state.current();
  }

  /**
   * Resolves true once this instance serves `dataVersion` or newer (its races read), false after
   * SERVING_WAIT_MS: what everything prompted by a data_refresh waits for (browsers' events, alert
   * rules, bet closing lines, movers), so the read it makes finds the change (docs/architecture.md,
   * "Serving prepared versions").
   */
  whenServed(dataVersion: number): Promise<boolean> {
    return this.state.servedAtLeast(dataVersion, SERVING_WAIT_MS);
  }

  /** Reads the market state again; true once this instance serves it, false after SERVING_WAIT_MS (a manual refresh's reply waits for it). */
  servedAfterNow(): Promise<boolean> {
    return this.state.servedAfterNow(SERVING_WAIT_MS);
  }

  /** The whole market's freshness now (docs/ev-model.md §1, stale quotes). */
  marketFreshness(): Promise<MarketFreshness> {
    return this.state.freshnessNow();
  }

  /** The serving state and this viewer's engine context under a fair-price method (docs/ev-model.md §9). */
  async current(viewerId: string, method: FairPriceMethod = 'default', measured: RetentionMeasure | null = null): Promise<CurrentValuation> {
    const [state, catalog] = await Promise.all([this.state.current(), this.catalog.current()]);
    return { ...state, viewer: catalog.contextFor(viewerId, method, measured) };
  }

  /**
   * A race and the viewer's context: the loaded data version when the race is in it, else the
   * race as stored (a closed race, say, or one of `atLeastVersion` when that is newer than the
   * version served); null when there is no such race.
   */
  async race(
    extRaceId: string,
    viewerId: string,
    method: FairPriceMethod = 'default',
    measured: RetentionMeasure | null = null,
    atLeastVersion = 0,
  ): Promise<ValuedRace | null> {
    const { dataVersion, lastUpdated, viewer } = await this.current(viewerId, method, measured);
    // A version announced but not served yet (being read): this race as stored now.
    const race = await this.markets.findRace(extRaceId, Math.max(dataVersion, atLeastVersion));
    return race ? { race, viewer, lastUpdated } : null;
  }

  /**
   * The version key of this viewer's opportunity rows (data version, refresh time, catalog
   * version, viewer context) when known without waiting, else undefined: no promise at all.
   */
  peekOpportunityVersion(viewer: Viewer, at?: ServingState): string | undefined {
    return this.rows.peekVersion(viewer, at);
  }

  opportunityVersion(viewer: Viewer): Promise<string> {
    return this.rows.version(viewer);
  }

  /**
   * The viewer's opportunity rows for a query (docs/product.md §2, §7), with the version key they
   * rest on; `at` (and for `peekOpportunityVersion`): a state read but not served yet, else the one served.
   */
  opportunityRows(viewer: Viewer, query: OpportunitiesQuery, at?: ServingState): Promise<OpportunityRows> {
    return this.rows.rows(viewer, query, at);
  }

  /** Work on each state read before it is served, such as the replies asked lately (MarketStateCache.beforeServing). */
  beforeServing(preparer: ServingPreparer): void {
    this.state.beforeServing(preparer);
  }

  /** Active bookmaker names (what a query's `bookmakers` is read against) when known without waiting. */
  peekBookmakers(): readonly string[] | undefined {
    return this.rows.peekBookmakers();
  }

  bookmakers(): Promise<readonly string[]> {
    return this.rows.bookmakers();
  }

  /**
   * The fair win prices the dashboard shows for these races, by the same engine call and the
   * global context (default method, active boosts, stale-quote rule): what movers store per change
   * (docs/product.md, movers). A race the engine cannot value is left out.
   */
  async fairPrices(races: readonly SnapshotRace[]): Promise<FairPriceRecord[]> {
    const { context } = (await this.catalog.current()).global;
    const records: FairPriceRecord[] = [];
    for (const race of races) {
      const result = valueRace(race, context);
      if (!result.ok) continue;
      const { runners, fairPrice, fairMethod } = result.valuation;
      records.push({
        extRaceId: race.extRaceId,
        runnerExtIds: runners.map((runner) => runner.extId),
        fair: Array.from(fairPrice),
        method: fairMethod,
      });
    }
    return records;
  }

  /** A saved view's rows in the global context, for the alert rules on it (docs/product.md §10); `pick` narrows them to some races. */
  viewRows(
    queryString: string,
    method: FairPriceMethod,
    pick?: (races: readonly RaceMarket[]) => ReadonlySet<string> | null,
    atLeastTotalEv?: number,
  ): Promise<ViewRowsResult> {
    return this.views.rows(queryString, method, pick, atLeastTotalEv);
  }
}
