import { Inject, Injectable, Optional } from '@nestjs/common';
import { FeedStreamStateRepository, OddsFeed, OddsStream } from '@overlay/domain';
import type { FeedPing, OddsFeedKind, StoredStreamStatus } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { GetMarketDataStateUseCase } from '../../markets';

/** A stream report older than this means no instance follows the stream (the leader writes every 2 s). */
const STREAM_REPORT_MAX_AGE_MS = 10_000;

/**
 * The feed's health as `GET /api/betwatch/ping` tells it (presenters/feed-ping.presenter.ts writes
 * the reply): the verdict, the refresh record's figures, and on a streaming feed the stream's
 * last stored report and when this check ran (the reply tells the report's age from it).
 */
export interface FeedCheck {
  ok: boolean;
  status: string;
  source: OddsFeedKind;
  lastSuccessAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  stale: boolean;
  dataVersion: number;
  lastErrorCode: string | null;
  /** Null on a polled feed, and on a streaming one no instance has reported yet. */
  stream: StoredStreamStatus | null;
  checkedAt: Date;
}

/**
 * `GET /api/betwatch/ping`: the configured feed's own check, joined with the refresh record in
 * the database, so a failure seen by the leader's last refresh shows on every instance. On a
 * streaming feed the stream's real state decides (docs/feeds.md, reading the ping): ok only while
 * the leader reports it live, else the status says what it is doing and why.
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

  async execute(): Promise<FeedCheck> {
    const [feedPing, state, stream] = await Promise.all([this.pingFeed(), this.dataState.execute(), this.storedStream()]);
    const checkedAt = this.clock.now();
    const ping = this.stream && feedPing.ok ? streamVerdict(stream, checkedAt) ?? feedPing : feedPing;
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
      stream,
      checkedAt,
    };
  }

  private async storedStream(): Promise<StoredStreamStatus | null> {
    if (!this.stream) return null;
    return this.streams.loadStatus(this.feed.kind);
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

/** What the stream's own report says of the feed: live, or what it is doing and why. */
function streamVerdict(stored: StoredStreamStatus | null, now: Date): FeedPing | null {
  if (stored === null || now.getTime() - Date.parse(stored.at) > STREAM_REPORT_MAX_AGE_MS) {
    return {
      ok: false,
      status: 'Error: no instance follows the Betwatch stream (no leader, or JOBS_ENABLED is off)',
    };
  }
  const stream = stored.status;
  if (stream.state === 'live' && stream.connected) return { ok: true, status: 'OK: Betwatch stream live' };
  const why = stream.lastError ? `: ${stream.lastError}` : '';
  return { ok: false, status: `Error: Betwatch stream ${STREAM_DOING[stream.state] ?? stream.state}${why}`, lastError: stream.lastError };
}

/** What a stream state means, as the ping says it. */
const STREAM_DOING: Record<string, string> = {
  bootstrapping: 'bootstrapping (reading the snapshot)',
  reconnecting: 'reconnecting',
  rate_limited: 'waiting out a rate limit',
  quota_exceeded: 'stopped by the monthly quota',
  stream_limit: 'refused: another client holds the plan\'s streams',
  failing: 'refused',
  stopped: 'stopped',
};
