import { Inject, Injectable } from '@nestjs/common';
import { MEASURED_RETENTION_WINDOW_MINUTES } from '@overlay/domain';
import type { MeasuredRetention } from '@overlay/domain';
import { measureRetention } from '@overlay/ev-engine';
import { LruCache } from '../../../common/cache/lru-cache';
import { Clock } from '../../../common/time/clock';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { MarketStateCache } from './market-state.cache';
import { PromoCatalogCache } from './promo-catalog.cache';
import { RaceMarketCache } from './race-market.cache';

/** Measurements kept: one per commission in use at the current data version and minute. */
const MAX_MEASURES = 16;
/** The window moves with the clock: a measure is made again at least this often. */
const MEASURE_RESOLUTION_MS = 60_000;

/** Each bookmaker's measured retention at one commission, and the key it is known by. */
export interface RetentionMeasure {
  /** Names the measured values (`m:book=0.81,…`): rows valued with them are cached under it. */
  key: string;
  /** Lower-case bookmaker → fraction, what the engine context reads. */
  byBook: ReadonlyMap<string, number>;
  /** Each book's figure with where it comes from, by bookmaker name. */
  books: MeasuredRetention[];
  /** ISO-8601 UTC of the measure. */
  measuredAt: string;
}

/**
 * Retention measured from the market (docs/ev-model.md §10): per data version, commission and
 * minute, the engine's measureRetention over the races within 60 minutes of the jump, with the
 * active staff boosts and the stale-quote limit. Made once however many ask; `peek` answers
 * without a promise when it is made.
 */
@Injectable()
export class MeasuredRetentionSource {
  private readonly measures = new LruCache<string, Promise<RetentionMeasure>>(MAX_MEASURES);
  private readonly made = new LruCache<string, RetentionMeasure>(MAX_MEASURES);

  constructor(
    private readonly state: MarketStateCache,
    private readonly catalog: PromoCatalogCache,
    private readonly markets: RaceMarketCache,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The measure at `commission` (a fraction) when already made for the current data, else undefined. */
  peek(commission: number): RetentionMeasure | undefined {
    const state = this.state.peek();
    const catalog = this.catalog.peek();
    if (state === undefined || catalog === undefined) return undefined;
    return this.made.get(this.keyOf(state.dataVersion, catalog.version, commission));
  }

  async measure(commission: number): Promise<RetentionMeasure> {
    const state = this.state.peek() ?? (await this.state.current());
    const catalog = this.catalog.peek() ?? (await this.catalog.current());
    const key = this.keyOf(state.dataVersion, catalog.version, commission);
    let pending = this.measures.get(key);
    if (pending === undefined) {
      pending = this.make(state.dataVersion, catalog.boosts, commission).then((measure) => {
        this.made.set(key, measure);
        return measure;
      });
      pending.catch(() => this.measures.delete(key));
      this.measures.set(key, pending);
    }
    return pending;
  }

  private keyOf(dataVersion: number, catalogVersion: string, commission: number): string {
    const minute = Math.floor(this.clock.now().getTime() / MEASURE_RESOLUTION_MS);
    return `${dataVersion}|${catalogVersion}|${commission}|${minute}`;
  }

  private async make(
    dataVersion: number,
    boosts: Parameters<typeof measureRetention>[1]['boosts'],
    commission: number,
  ): Promise<RetentionMeasure> {
    const nowMs = this.clock.now().getTime();
    const set = await this.markets.marketsFor(dataVersion, nowMs, MEASURED_RETENTION_WINDOW_MINUTES);
    const measured = measureRetention(set.races, {
      nowMs,
      commission,
      stalePriceSeconds: this.config.stalePriceSeconds,
      boosts,
    });
    const books = [...measured.values()].sort((a, b) => a.bookmaker.localeCompare(b.bookmaker));
    const byBook = new Map([...measured].map(([book, m]) => [book, m.retention]));
    const key = `m:${[...byBook].sort(([a], [b]) => (a < b ? -1 : 1)).map(([book, value]) => `${book}=${value}`).join(',')}`;
    return { key, byBook, books, measuredAt: new Date(nowMs).toISOString() };
  }
}
