import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import {
  FeedStreamStateRepository,
  MarketDataRepository,
  OddsFeed,
  OddsStream,
} from '@overlay/domain';
import type { LiveWatchingEvent, OddsStreamResume } from '@overlay/domain';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { TIMERS } from '../../../common/schedule/timers';
import { Clock } from '../../../common/time/clock';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { ChaseMissingResultsUseCase } from '../application/chase-missing-results.use-case';
import { RecordStreamHealthUseCase } from '../application/record-stream-health.use-case';
import { StoreStreamBatchUseCase } from '../application/store-stream-batch.use-case';
import { FeedMetrics } from '../../ingest';
import { LeaderElection, RunWhileLeading } from '../../leader';
import type { WhileLeading } from '../../leader';
import type { WatchedLane } from '../application/store-stream-batch.use-case';
import {
  STREAM_FLUSH_MS,
  STREAM_HEALTH_MS,
  STREAM_RESUME_AHEAD_MS,
  STREAM_RESULTS_MS,
  STREAM_RESUME_LOOKBACK_MS,
  STREAM_WATCHED_CHECK_MS,
  STREAM_WATCHED_EXPIRY_MS,
  STREAM_WATCHED_FLUSH_MS,
} from './stream-markets.schedule';

/**
 * Follows a streaming feed (ODDS_FEED=betwatch) on the leader only, with JOBS_ENABLED: on taking
 * the lead it resumes from the stored cursor (rebuilding the feed's market from the stored races)
 * or bootstraps; every 250 ms it stores the races changed since (`stream-markets.flush`), every
 * 2 s the stream's health (`stream-markets.health`). The races live pages watch (`live_watching`,
 * from any instance) are written ahead of the others, and between two batches as soon as they
 * changed, at most every 100 ms (`stream-markets.watched` looks every 20 ms), so their viewers get
 * a change at once. Losing the lead or shutting down stops the stream and stores what was drained
 * last, so the next leader resumes exactly there (the leader module starts and stops it, one turn
 * at a time).
 */
@Injectable()
@RunWhileLeading()
export class StreamMarketsJob implements WhileLeading {
  private readonly logger = new Logger('StreamMarkets');
  /** Watched race → when its interest lapses (the clock's ms). */
  private readonly watched = new Map<string, number>();
  private flushing: Promise<void> | null = null;
  private writing: Promise<void> | null = null;
  /** When the watched races' changes were last taken from the stream (the clock's ms). */
  private watchedTakenAt = 0;
  /** The stream error last counted (its time), so each is counted once. */
  private lastErrorAt: string | null = null;
  /** The stream's drift count already added to the counter (the stream's own count restarts with it). */
  private driftCounted = 0;

  constructor(
    private readonly leader: LeaderElection,
    private readonly feed: OddsFeed,
    @Optional() @Inject(OddsStream) private readonly stream: OddsStream | null,
    private readonly storeBatch: StoreStreamBatchUseCase,
    private readonly recordHealth: RecordStreamHealthUseCase,
    private readonly positions: FeedStreamStateRepository,
    private readonly markets: MarketDataRepository,
    private readonly clock: Clock,
    private readonly timers: ScheduledTimers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: FeedMetrics,
    private readonly chaseResults: ChaseMissingResultsUseCase,
  ) {}

  /** Every instance's announcement of the races its live pages stream: written first while watched. */
  @OnDomainEvent('live_watching')
  heard({ races }: LiveWatchingEvent): void {
    const until = this.clock.now().getTime() + STREAM_WATCHED_EXPIRY_MS;
    for (const { extRaceId } of races) this.watched.set(extRaceId, until);
  }

  /** A person asked for fresh data (on any instance): the leader reconnects its stream now. */
  @OnDomainEvent('stream_reconnect_requested')
  reconnect(): void {
    if (!this.config.jobsEnabled || !this.leader.isLeader) return;
    this.stream?.reconnect?.();
    // The new state is told at once, not at the next 2 s beat: the refresh waits on it.
    setTimeout(() => void this.reportHealth(), 500).unref();
  }

  /** Stores what the stream drained now (tests call it instead of waiting for the beat). */
  flush(): Promise<void> {
    this.flushing ??= (async () => {
      try {
        while (this.writing) await this.writing;
        await this.write(() => this.store());
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  /** Writes the watched races that changed, unless a write is under way (it takes them between its parts). */
  private flushWatched(): Promise<void> {
    const sinceLast = this.clock.now().getTime() - this.watchedTakenAt;
    if (this.flushing || this.writing || this.watched.size === 0 || sinceLast < STREAM_WATCHED_FLUSH_MS)
      return Promise.resolve();
    return this.write(() =>
      this.leader
        .fenced(() => this.storeBatch.executeWatched(this.feed.kind, this.lane()), 'stream')
        .catch((error: unknown) =>
          this.logger.warn(
            `Storing watched races failed (kept for the next): ${describe(error)}`,
          ),
        ),
    );
  }

  /** One write at a time (whole batches and the watched lane share the stream's changes). */
  private async write(task: () => Promise<void>): Promise<void> {
    this.writing = task();
    try {
      await this.writing;
    } finally {
      this.writing = null;
    }
  }

  private lane(): WatchedLane {
    const stream = this.stream;
    return {
      watched: this.watchedNow(),
      drain: (only) => {
        const taken = stream?.drain(only) ?? null;
        if (taken) this.watchedTakenAt = this.clock.now().getTime();
        return taken;
      },
      take: (only) => stream?.drain(only) ?? null,
    };
  }

  async startLeading(): Promise<void> {
    const stream = this.stream;
    if (!stream) return;
    const resume = await this.resumePoint().catch((error: unknown) => {
      this.logger.warn(
        `Stored stream position unreadable, bootstrapping: ${describe(error)}`,
      );
      return null;
    });
    this.logger.log(
      resume
        ? `Resuming the stream at ${resume.cursor} (${resume.races.length} stored races)`
        : 'Bootstrapping the stream',
    );
    stream.start(resume);
    this.timers.every(TIMERS.streamFlush, STREAM_FLUSH_MS, () => this.flush());
    this.timers.every(TIMERS.streamWatched, STREAM_WATCHED_CHECK_MS, () =>
      this.flushWatched(),
    );
    this.timers.every(TIMERS.streamHealth, STREAM_HEALTH_MS, () => this.reportHealth());
    const chase = () =>
      this.chaseResults
        .execute()
        .catch((error: unknown) => this.logger.warn(`Reading the races without a result failed: ${describe(error)}`));
    void chase();
    this.timers.every(TIMERS.streamResults, STREAM_RESULTS_MS, chase);
  }

  /** Writes the stream's health (every STREAM_HEALTH_MS, and just after a reconnect). */
  private reportHealth(): Promise<void> {
    const stream = this.stream;
    if (!stream) return Promise.resolve();
    const status = stream.status();
    // Each new stream error once, by its provider code (`overlay_feed_errors_total`).
    if (status.lastErrorAt && status.lastErrorAt !== this.lastErrorAt) {
      this.lastErrorAt = status.lastErrorAt;
      this.metrics.feedErrors.inc({ source: this.feed.kind, code: status.lastErrorCode ?? 'error' });
    }
    if (status.driftQuotes < this.driftCounted) this.driftCounted = 0;
    if (status.driftQuotes > this.driftCounted) {
      this.metrics.driftQuotes.inc({ source: this.feed.kind }, status.driftQuotes - this.driftCounted);
      this.driftCounted = status.driftQuotes;
    }
    return this.recordHealth.execute(this.feed.kind, status).catch((error: unknown) => {
      this.logger.warn(`Recording the stream's health failed: ${describe(error)}`);
    });
  }

  async stopLeading(): Promise<void> {
    this.timers.stop(TIMERS.streamFlush);
    this.timers.stop(TIMERS.streamWatched);
    this.timers.stop(TIMERS.streamHealth);
    this.timers.stop(TIMERS.streamResults);
    if (!this.stream) return;
    await this.stream.stop();
    await this.flush();
  }

  private async resumePoint(): Promise<OddsStreamResume | null> {
    const position = await this.positions.loadPosition(this.feed.kind);
    if (!position) return null;
    const now = this.clock.now().getTime();
    const races = await this.markets.findRaceMarkets({
      from: new Date(now - STREAM_RESUME_LOOKBACK_MS),
      to: new Date(now + STREAM_RESUME_AHEAD_MS),
    });
    return { cursor: position.cursor, index: position.index, races };
  }

  private async store(): Promise<void> {
    try {
      const timer = this.metrics.streamIngestDuration.startTimer();
      let asOf: string | null = null;
      // Drained inside the fenced work: a refused start leaves the changes in the stream.
      const outcome = await this.leader
        .fenced(() => {
          const drained = this.stream?.drain() ?? null;
          asOf = drained?.asOf ?? null;
          return this.storeBatch.execute(this.feed.kind, drained, this.lane());
        }, 'stream')
        .then(
          (stored) => (timer({ outcome: 'ok' }), stored),
          (error: unknown) => {
            timer({ outcome: 'failed' });
            throw error;
          },
        );
      if (outcome && asOf) this.metrics.streamIngestLag.set(Math.max(0, this.clock.now().getTime() - Date.parse(asOf)) / 1000);
    } catch (error) {
      this.logger.warn(
        `Storing a stream batch failed (kept for the next): ${describe(error)}`,
      );
    }
  }

  /** The races some live page watches now. */
  private watchedNow(): ReadonlySet<string> {
    const now = this.clock.now().getTime();
    for (const [id, until] of this.watched)
      if (until < now) this.watched.delete(id);
    return new Set(this.watched.keys());
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
