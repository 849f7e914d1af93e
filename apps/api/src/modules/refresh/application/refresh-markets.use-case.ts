import { Inject, Injectable, Optional } from '@nestjs/common';
import { FeedError, MarketIngestRepository, OddsFeed, SnapshotValidationError } from '@overlay/domain';
import type { IngestOutcome, MarketSnapshot } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { ReconnectStreamUseCase } from '../../feed-stream';
import { IngestSnapshotUseCase } from '../../ingest';
import type { RefreshLane, RefreshResult } from '../../ingest';
import { ValuationService } from '../../valuation';
import { racesNearJump } from './fast-lane.util';

/**
 * Fetches the configured feed and stores it: the one code path of the scheduled job and of the
 * refresh calls. Refreshes in this process never overlap (a tick is skipped while one runs);
 * across instances the ingest's advisory lock serialises them. A failed or malformed fetch
 * stores nothing, records the error for the source and throws FEED_FAILED.
 */
@Injectable()
export class RefreshMarketsUseCase {
  private current: { lane: RefreshLane; promise: Promise<RefreshResult> } | null = null;

  constructor(
    private readonly feed: OddsFeed,
    private readonly ingestSnapshot: IngestSnapshotUseCase,
    private readonly ingest: MarketIngestRepository,
    private readonly clock: Clock,
    private readonly valuation: ValuationService,
    // Named: a `T | null` parameter carries no type for the injector to read.
    @Optional() @Inject(ReconnectStreamUseCase) private readonly reconnect: ReconnectStreamUseCase | null = null,
  ) {}

  /** A scheduled tick: null (skipped) while another refresh runs. */
  tick(lane: RefreshLane): Promise<RefreshResult> | null {
    return this.current ? null : this.exclusive(lane);
  }

  /** A user's refresh: joins a full refresh already under way, else runs one (a stream: reconnects it). */
  refreshNow(): Promise<RefreshResult> {
    if (this.reconnect?.streaming) return this.served(this.reconnect.execute());
    return this.served(this.current?.lane === 'full' ? this.current.promise : this.exclusive('full'));
  }

  /** The admin's force refresh: after any refresh under way, a fresh fetch and ingest (a stream: reconnects it). */
  forceRefresh(): Promise<RefreshResult> {
    if (this.reconnect?.streaming) return this.served(this.reconnect.execute());
    return this.served(this.exclusive('full'));
  }

  /**
   * A manual refresh answers once this instance serves what it stored, so the reads it prompts
   * find it (docs/architecture.md, "Serving prepared versions"); after a few seconds it answers anyway.
   */
  private async served(refreshed: Promise<RefreshResult>): Promise<RefreshResult> {
    const result = await refreshed;
    await this.valuation.servedAfterNow();
    return result;
  }

  /** Settles once no refresh is running (used at shutdown). */
  async idle(): Promise<void> {
    while (this.current) await this.current.promise.catch(() => undefined);
  }

  /** Starts a refresh at once when none runs (synchronously, so no two can start), else queues. */
  private exclusive(lane: RefreshLane): Promise<RefreshResult> {
    if (this.current) return this.idle().then(() => this.exclusive(lane));
    const promise: Promise<RefreshResult> = this.run(lane).finally(() => {
      if (this.current?.promise === promise) this.current = null;
    });
    this.current = { lane, promise };
    return promise;
  }

  private async run(lane: RefreshLane): Promise<RefreshResult> {
    const now = this.clock.now();
    const started = performance.now();
    const source = this.feed.kind;
    let snapshot: MarketSnapshot;
    try {
      snapshot = await this.feed.fetchSnapshot(now);
    } catch (error) {
      throw await this.failed(source, error, now);
    }
    let outcome: IngestOutcome;
    try {
      outcome = await this.ingestSnapshot.execute(source, snapshot, now, (races) =>
        lane === 'fast' ? racesNearJump(races, now) : races,
      );
    } catch (error) {
      // A database error is ours, not the feed's: it propagates as is.
      if (!(error instanceof SnapshotValidationError)) throw error;
      throw await this.failed(source, error, now);
    }
    return { ...outcome, lane, lastUpdated: now.toISOString(), durationMs: Math.round(performance.now() - started) };
  }

  private async failed(source: string, error: unknown, at: Date): Promise<FeedError> {
    const message = error instanceof Error ? error.message : String(error);
    await this.ingest.recordFailure(source, message, at);
    return new FeedError(
      `Refresh failed: the ${source} feed gave no usable data (${message}). The last good data is still served.`,
      error,
    );
  }
}
