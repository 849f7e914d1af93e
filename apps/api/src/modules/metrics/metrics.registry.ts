import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { OddsFeed, OddsStream } from '@overlay/domain';
import { WorkloadPools } from '@overlay/infrastructure';
import { AlertMetrics } from '../alerts';
import { BrowserEventHub } from '../event-stream';
import { LiveRaceHub } from '../live';
import { GetMarketDataStateUseCase } from '../markets';
import { Clock } from '../../common/time/clock';
import { FeedMetrics } from '../ingest';
import { LeaderElection } from '../leader';
import { ValuationMetrics } from '../valuation';

/**
 * Every metric of `/metrics` (docs/operations.md), in one registry of this instance: the process's
 * defaults (CPU, memory, event-loop delay, GC), request durations by route and status, and gauges
 * read at scrape time from what already counts them (streams per hub, the pool, leadership, the
 * feed's state), so no hot path pays for a metric it does not own.
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Modules whose own metrics are in the registry already. */
  private readonly ownersAdded = new Set<{ all: unknown }>();

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly clock: Clock,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'overlay_', eventLoopMonitoringPrecision: 20 });
    this.requestDuration = new Histogram({
      name: 'overlay_http_request_duration_seconds',
      help: 'HTTP requests answered through the api, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    // What the gauges read at scrape time (their collect() runs with the gauge as `this`).
    const self = { optional: <T>(token: abstract new (...args: never[]) => T) => this.optional(token), clock: this.clock };
    new Gauge({
      name: 'overlay_sse_connections',
      help: 'Open server-sent event streams on this instance, by hub',
      labelNames: ['hub'],
      registers: [this.registry],
      collect() {
        const events = self.optional(BrowserEventHub);
        const live = self.optional(LiveRaceHub);
        this.set({ hub: 'events' }, events?.streams ?? 0);
        this.set({ hub: 'live' }, live ? live.watched().reduce((sum, race) => sum + live.viewers(race.extRaceId), 0) : 0);
      },
    });
    new Gauge({
      name: 'overlay_pg_pool_connections',
      help: 'PostgreSQL pools of this instance (request, job, stream): total, idle, and work waiting for a connection',
      labelNames: ['pool', 'state'],
      registers: [this.registry],
      collect() {
        const pools = self.optional(WorkloadPools)?.use();
        if (!pools) return;
        for (const [pool, use] of Object.entries(pools)) {
          this.set({ pool, state: 'total' }, use.total);
          this.set({ pool, state: 'idle' }, use.idle);
          this.set({ pool, state: 'waiting' }, use.waiting);
        }
      },
    });
    new Gauge({
      name: 'overlay_feed_rate_limit_remaining',
      help: "Requests the streaming feed's provider still allows in its rate-limit window (its headers; absent until sent)",
      labelNames: ['source'],
      registers: [this.registry],
      collect() {
        this.reset();
        const left = self.optional(OddsStream)?.status().rateLimitRemaining;
        if (typeof left === 'number') this.set({ source: self.optional(OddsFeed)?.kind ?? '' }, left);
      },
    });
    new Gauge({
      name: 'overlay_feed_quota_remaining',
      help: "What is left of the streaming feed's quota (its headers; absent until sent)",
      labelNames: ['source'],
      registers: [this.registry],
      collect() {
        this.reset();
        const left = self.optional(OddsStream)?.status().quotaRemaining;
        if (typeof left === 'number') this.set({ source: self.optional(OddsFeed)?.kind ?? '' }, left);
      },
    });
    new Gauge({
      name: 'overlay_leader',
      help: '1 while this instance holds the leader lock (polls feeds, runs jobs)',
      registers: [this.registry],
      collect() {
        this.set(self.optional(LeaderElection)?.isLeader ? 1 : 0);
      },
    });
    new Gauge({
      name: 'overlay_feed_stale',
      help: "1 while the feed's stored data is stale or frozen (shared by every instance)",
      labelNames: ['source', 'error_code'],
      registers: [this.registry],
      async collect() {
        const state = await self.optional(GetMarketDataStateUseCase)?.execute().catch(() => null);
        this.reset();
        if (state) this.set({ source: state.source, error_code: state.lastErrorCode ?? '' }, state.stale ? 1 : 0);
      },
    });
    new Gauge({
      name: 'overlay_feed_data_age_seconds',
      help: "Seconds since the feed's last successful refresh or stream batch",
      registers: [this.registry],
      async collect() {
        const state = await self.optional(GetMarketDataStateUseCase)?.execute().catch(() => null);
        if (state?.lastUpdated) this.set((self.clock.now().getTime() - Date.parse(state.lastUpdated)) / 1000);
      },
    });
  }

  /** The registry's text exposition (Prometheus format). */
  text(): Promise<string> {
    // The feed jobs', the alerts' and the valuation's own metrics join at the first scrape (those
    // modules register nowhere themselves).
    for (const owner of [this.optional(FeedMetrics), this.optional(AlertMetrics), this.optional(ValuationMetrics)]) {
      if (owner === null || this.ownersAdded.has(owner)) continue;
      for (const metric of owner.all) this.registry.registerMetric(metric);
      this.ownersAdded.add(owner);
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private optional<T>(token: abstract new (...args: never[]) => T): T | null {
    try {
      return this.moduleRef.get(token as never, { strict: false }) as T;
    } catch {
      return null;
    }
  }
}
