import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type {
  BeforeApplicationShutdown,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import {
  EventBus,
  FeedStreamStateRepository,
  MarketDataRepository,
  OddsFeed,
  OddsStream,
} from '@overlay/domain';
import type { OddsStreamResume } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { RecordStreamHealthUseCase } from '../application/record-stream-health.use-case';
import { StoreStreamBatchUseCase } from '../application/store-stream-batch.use-case';
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
 * 2 s the stream's health (`stream-markets.health`). The races live pages watch (`live.watching`,
 * from any instance) are written ahead of the others, and between two batches every 100 ms
 * (`stream-markets.watched`) when they changed, so their viewers get a change at once. Losing the lead or shutting down stops the
 * stream and stores what was drained last, so the next leader resumes exactly there.
 */
@Injectable()
export class StreamMarketsJob
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('StreamMarkets');
  private timers: string[] = [];
  private unsubscribes: (() => void)[] = [];
  /** Watched race → when its interest lapses (real time, ms). */
  private readonly watched = new Map<string, number>();
  private flushing: Promise<void> | null = null;
  private writing: Promise<void> | null = null;
  private leading: Promise<void> = Promise.resolve();

  constructor(
    private readonly leader: LeaderElection,
    private readonly feed: OddsFeed,
    @Optional() @Inject(OddsStream) private readonly stream: OddsStream | null,
    private readonly storeBatch: StoreStreamBatchUseCase,
    private readonly recordHealth: RecordStreamHealthUseCase,
    private readonly positions: FeedStreamStateRepository,
    private readonly markets: MarketDataRepository,
    private readonly clock: Clock,
    private readonly scheduler: SchedulerRegistry,
    private readonly bus: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobsEnabled || !this.stream) return;
    const follow = (leads: boolean) => {
      this.leading = this.leading.then(() =>
        leads ? this.startLeading() : this.stopLeading(),
      );
    };
    this.unsubscribes.push(
      this.leader.onChange(follow),
      this.bus.subscribe('live.watching', ({ races }) => {
        const until = Date.now() + STREAM_WATCHED_EXPIRY_MS;
        for (const { extRaceId } of races) this.watched.set(extRaceId, until);
      }),
    );
    if (this.leader.isLeader) follow(true);
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    await this.leading;
    await this.stopLeading();
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
      this.storeBatch
        .executeWatched(this.feed.kind, this.lane())
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
    this.every('stream-markets.flush', STREAM_FLUSH_MS, () => this.flush());
    this.every('stream-markets.watched', STREAM_WATCHED_FLUSH_MS, () =>
      this.flushWatched(),
    );
    this.every('stream-markets.health', STREAM_HEALTH_MS, () =>
      this.recordHealth.execute(this.feed.kind, stream.status()),
    );
  }

  private async stopLeading(): Promise<void> {
    for (const name of this.timers) this.scheduler.deleteInterval(name);
    this.timers = [];
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
      await this.storeBatch.execute(
        this.feed.kind,
        this.stream?.drain() ?? null,
        this.lane(),
      );
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

  private every(name: string, ms: number, task: () => Promise<unknown>): void {
    const timer = setInterval(
      () =>
        void task().catch((error: unknown) =>
          this.logger.warn(`${name}: ${describe(error)}`),
        ),
      ms,
    );
    timer.unref();
    this.scheduler.addInterval(name, timer);
    this.timers.push(name);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
