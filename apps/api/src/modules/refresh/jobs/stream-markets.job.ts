import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type {
  BeforeApplicationShutdown,
  OnApplicationBootstrap,
} from '@nestjs/common';
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
import { RecordStreamHealthUseCase } from '../application/record-stream-health.use-case';
import { StoreStreamBatchUseCase } from '../application/store-stream-batch.use-case';
import { RefreshMetrics } from './refresh.metrics';
import type { WatchedLane } from '../application/store-stream-batch.use-case';
import { LeaderElection } from '../leader/leader-election.service';
import {
  STREAM_FLUSH_MS,
  STREAM_HEALTH_MS,
  STREAM_RESUME_AHEAD_MS,
  STREAM_RESUME_LOOKBACK_MS,
  STREAM_WATCHED_EXPIRY_MS,
  STREAM_WATCHED_FLUSH_MS,
} from './stream-markets.schedule';

/**
 * Follows a streaming feed (ODDS_FEED=betwatch) on the leader only, with JOBS_ENABLED: on taking
 * the lead it resumes from the stored cursor (rebuilding the feed's market from the stored races)
 * or bootstraps; every 250 ms it stores the races changed since (`stream-markets.flush`), every
 * 2 s the stream's health (`stream-markets.health`). The races live pages watch (`live_watching`,
 * from any instance) are written ahead of the others, and between two batches every 100 ms
 * (`stream-markets.watched`) when they changed, so their viewers get a change at once. Losing the lead or shutting down stops the
 * stream and stores what was drained last, so the next leader resumes exactly there.
 */
@Injectable()
export class StreamMarketsJob
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('StreamMarkets');
  private unsubscribe: (() => void) | null = null;
  /** Watched race → when its interest lapses (real time, ms). */
  private readonly watched = new Map<string, number>();
  private flushing: Promise<void> | null = null;
  private writing: Promise<void> | null = null;
  private leading: Promise<void> = Promise.resolve();
  /** The stream error last counted (its time), so each is counted once. */
  private lastErrorAt: string | null = null;

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
    private readonly metrics: RefreshMetrics,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobsEnabled || !this.stream) return;
    const follow = (leads: boolean) => {
      this.leading = this.leading.then(() =>
        leads ? this.startLeading() : this.stopLeading(),
      );
    };
    this.unsubscribe = this.leader.onChange(follow);
    if (this.leader.isLeader) follow(true);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    await this.leading;
    await this.stopLeading();
  }

  /** Every instance's announcement of the races its live pages stream: written first while watched. */
  @OnDomainEvent('live_watching')
  heard({ races }: LiveWatchingEvent): void {
    const until = Date.now() + STREAM_WATCHED_EXPIRY_MS;
    for (const { extRaceId } of races) this.watched.set(extRaceId, until);
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
    if (this.flushing || this.writing || this.watched.size === 0)
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
      drain: (only) => stream?.drain(only) ?? null,
    };
  }

  private async startLeading(): Promise<void> {
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
    this.timers.every(TIMERS.streamWatched, STREAM_WATCHED_FLUSH_MS, () =>
      this.flushWatched(),
    );
    this.timers.every(TIMERS.streamHealth, STREAM_HEALTH_MS, () => {
      const status = stream.status();
      // Each new stream error once, by its provider code (`overlay_feed_errors_total`).
      if (status.lastErrorAt && status.lastErrorAt !== this.lastErrorAt) {
        this.lastErrorAt = status.lastErrorAt;
        this.metrics.feedErrors.inc({ source: this.feed.kind, code: status.lastErrorCode ?? 'error' });
      }
      return this.recordHealth.execute(this.feed.kind, status);
    });
  }

  private async stopLeading(): Promise<void> {
    this.timers.stop(TIMERS.streamFlush);
    this.timers.stop(TIMERS.streamWatched);
    this.timers.stop(TIMERS.streamHealth);
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
      if (outcome && asOf) this.metrics.streamIngestLag.set(Math.max(0, Date.now() - Date.parse(asOf)) / 1000);
    } catch (error) {
      this.logger.warn(
        `Storing a stream batch failed (kept for the next): ${describe(error)}`,
      );
    }
  }

  /** The races some live page watches now. */
  private watchedNow(): ReadonlySet<string> {
    const now = Date.now();
    for (const [id, until] of this.watched)
      if (until < now) this.watched.delete(id);
    return new Set(this.watched.keys());
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
