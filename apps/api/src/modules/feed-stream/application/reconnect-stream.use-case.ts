import { Inject, Injectable, Optional } from '@nestjs/common';
import { EventBus, FeedError, FeedStreamStateRepository, OddsFeed, OddsStream } from '@overlay/domain';
import type { OddsStreamStatus } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { GetMarketDataStateUseCase } from '../../markets';
import type { RefreshResult } from '../../ingest';

/** How long a refresh waits for the leader's stream to be live again. */
const RECONNECT_WAIT_MS = 20_000;
const POLL_MS = 250;
/** A report older than this means no instance follows the stream (the leader writes every 2 s). */
const REPORT_MAX_AGE_MS = 10_000;
/** States in which the stream waits for a person or the provider: a reconnect refused again says so at once. */
const REFUSED_STATES = new Set(['quota_exceeded', 'stream_limit', 'failing']);

/**
 * A manual refresh on a streaming feed (docs/feeds.md): the leader, wherever it runs, reconnects
 * its stream now (`stream_reconnect_requested`), and the refresh answers once the stream is live
 * again, heard from after the request, or fails saying why it cannot be (the provider's refusal,
 * no instance following it, or still reconnecting). Never a REST bootstrap beside the stream: that
 * would make a stream that is down look live.
 */
@Injectable()
export class ReconnectStreamUseCase {
  constructor(
    private readonly feed: OddsFeed,
    private readonly events: EventBus,
    private readonly positions: FeedStreamStateRepository,
    private readonly dataState: GetMarketDataStateUseCase,
    private readonly clock: Clock,
    @Optional() @Inject(OddsStream) private readonly stream: OddsStream | null = null,
  ) {}

  /** Whether refreshes go through here (the feed streams). */
  get streaming(): boolean {
    return this.stream !== null;
  }

  async execute(): Promise<RefreshResult> {
    const started = performance.now();
    const requestedAt = this.clock.now();
    const before = await this.positions.loadStatus(this.feed.kind);
    if (!before || requestedAt.getTime() - Date.parse(before.at) > REPORT_MAX_AGE_MS)
      throw new FeedError(
        'No instance follows the Betwatch stream (no leader, or JOBS_ENABLED is off): there is no stream to reconnect.',
      );
    this.events.publish('stream_reconnect_requested', { at: requestedAt.toISOString() });
    const deadline = performance.now() + RECONNECT_WAIT_MS;
    let status: OddsStreamStatus = before.status;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const report = await this.positions.loadStatus(this.feed.kind);
      if (report) status = report.status;
      const after = (iso: string | null) => iso !== null && Date.parse(iso) > requestedAt.getTime();
      if (status.connected && status.state === 'live' && after(status.cursorAt)) break;
      if (REFUSED_STATES.has(status.state) && after(status.lastErrorAt))
        throw new FeedError(`The Betwatch stream cannot reconnect: ${status.lastError ?? status.state}`);
      if (performance.now() > deadline)
        throw new FeedError(
          `The Betwatch stream is not live yet (${status.state}${status.lastError ? `: ${status.lastError}` : ''}); it keeps trying.`,
        );
    }
    const state = await this.dataState.execute();
    return {
      changed: false,
      dataVersion: state.dataVersion,
      racesWritten: 0,
      priceRowsWritten: 0,
      historyRowsWritten: 0,
      lane: 'full',
      lastUpdated: state.lastUpdated ?? requestedAt.toISOString(),
      durationMs: Math.round(performance.now() - started),
    };
  }
}
