import { Injectable } from '@nestjs/common';
import { OddsFeed } from '@overlay/domain';
import type { FeedPing } from '@overlay/domain';
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
  ) {}

  async execute(): Promise<FeedPingResponse> {
    const [ping, state] = await Promise.all([this.pingFeed(), this.dataState.execute()]);
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
    };
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
