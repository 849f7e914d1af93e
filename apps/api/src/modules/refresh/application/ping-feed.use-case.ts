import { Inject, Injectable, Optional } from '@nestjs/common';
import { FeedStreamStateRepository, OddsFeed, OddsStream } from '@overlay/domain';
import type { FeedPing, OddsStreamStatus } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { GetMarketDataStateUseCase } from '../../markets';

export interface FeedPingResponse {
  ok: boolean;
  status: string;
  source: string;
  /** Last successful refresh of this source (any instance), ISO-8601 UTC. */
  lastSuccessAt: string | null;
  /** The last refresh failure when newer than the last success, e.g. a refused file's field. */
  lastError: string | null;
  lastErrorAt: string | null;
  stale: boolean;
  dataVersion: number;
  /** The provider's code of the last error (`quota_exceeded`: the market is frozen). */
  lastErrorCode: string | null;
  /** A streaming feed's stream, as the leader last reported it (absent for polled feeds). */
  stream?: StreamPing;
}

/** The stream part of the ping (docs/feeds.md, "Reading /api/betwatch/ping"). */
export interface StreamPing {
  state: string;
  connected: boolean;
  /** Seconds since the cursor last moved (a frame or a keepalive arrived); null before any. */
  cursorAgeSeconds: number | null;
  framesPerSecond: number;
  reconnects: number;
  malformedFrames: number;
  lastErrorCode: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  rateLimitRemaining: number | null;
  quotaRemaining: number | null;
  quotaResetAt: string | null;
  /** When the leader wrote this (every 2 s while it leads); an old one means nobody streams. */
  reportedAt: string;
}

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
