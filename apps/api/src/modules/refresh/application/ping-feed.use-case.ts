import { Inject, Injectable, Optional } from '@nestjs/common';
import { FeedStreamStateRepository, OddsFeed, OddsStream } from '@overlay/domain';
import type { FeedPingResponse, StreamPing } from '@overlay/contracts';
import type { FeedPing, OddsStreamStatus } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { GetMarketDataStateUseCase } from '../../markets';

/**
 * `GET /api/betwatch/ping`: the configured feed's own check, joined with the refresh record in
 * the database, so a failure seen by the leader's last refresh shows on every instance.
 */
@Injectable()
export class PingFeedUseCase {
  constructor(
    private readonly feed: OddsFeed,
    private readonly dataState: GetMarketDataStateUseCase,
    private readonly streams: FeedStreamStateRepository,
    private readonly clock: Clock,
    @Optional() @Inject(OddsStream) private readonly stream: OddsStream | null = null,
  ) {}

  async execute(): Promise<FeedPingResponse> {
    const [ping, state, stream] = await Promise.all([this.pingFeed(), this.dataState.execute(), this.streamPing()]);
    const lastError = state.lastError ?? (ping.ok ? null : (ping.lastError ?? null));
    return {
      ok: ping.ok && state.lastError === null,
      status: ping.ok && state.lastError !== null ? `Error: last refresh failed: ${state.lastError}` : ping.status,
      source: this.feed.kind,
      lastSuccessAt: state.lastUpdated ?? ping.lastSuccessAt ?? null,
      lastError,
      lastErrorAt: state.lastErrorAt,
      stale: state.stale,
      dataVersion: state.dataVersion,
      lastErrorCode: state.lastErrorCode ?? null,
      ...(stream ? { stream } : {}),
    };
  }

  private async streamPing(): Promise<StreamPing | null> {
    if (!this.stream) return null;
    const stored = await this.streams.loadStatus(this.feed.kind);
    return stored ? toStreamPing(stored.status, stored.at, this.clock.now()) : null;
  }

  private async pingFeed(): Promise<FeedPing> {
    try {
      return await this.feed.ping();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, status: `Error: ${message}`, lastError: message };
    }
  }
}

function toStreamPing(status: OddsStreamStatus, reportedAt: string, now: Date): StreamPing {
  const age = status.cursorAt === null ? null : Math.max(0, Math.round((now.getTime() - Date.parse(status.cursorAt)) / 1000));
  return {
    state: status.state,
    connected: status.connected,
    cursorAgeSeconds: age,
    framesPerSecond: status.framesPerSecond,
    reconnects: status.reconnects,
    malformedFrames: status.malformedFrames,
    lastErrorCode: status.lastErrorCode,
    lastError: status.lastError,
    lastErrorAt: status.lastErrorAt,
    rateLimitRemaining: status.rateLimitRemaining,
    quotaRemaining: status.quotaRemaining,
    quotaResetAt: status.quotaResetAt,
    reportedAt,
  };
}
