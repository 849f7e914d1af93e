import type { FeedPingResponse, StreamPing } from '@overlay/contracts';
import type { StoredStreamStatus } from '@overlay/domain';
import type { FeedCheck } from '../application/ping-feed.use-case';

/** `GET /api/betwatch/ping`'s reply (docs/feeds.md, reading the ping); `stream` only on a streaming feed. */
export function toFeedPingResponse(check: FeedCheck): FeedPingResponse {
  return {
    ok: check.ok,
    status: check.status,
    source: check.source,
    lastSuccessAt: check.lastSuccessAt,
    lastError: check.lastError,
    lastErrorAt: check.lastErrorAt,
    stale: check.stale,
    dataVersion: check.dataVersion,
    lastErrorCode: check.lastErrorCode,
    ...(check.stream ? { stream: toStreamPing(check.stream, check.checkedAt) } : {}),
  };
}

/** The stream's stored report, its cursor's age counted to the check. */
function toStreamPing({ status, at }: StoredStreamStatus, now: Date): StreamPing {
  const age = status.cursorAt === null ? null : Math.max(0, Math.round((now.getTime() - Date.parse(status.cursorAt)) / 1000));
  return {
    state: status.state,
    connected: status.connected,
    cursorAgeSeconds: age,
    framesPerSecond: status.framesPerSecond,
    reconnects: status.reconnects,
    malformedFrames: status.malformedFrames,
    driftQuotes: status.driftQuotes ?? 0,
    lastErrorCode: status.lastErrorCode,
    lastError: status.lastError,
    lastErrorAt: status.lastErrorAt,
    rateLimitRemaining: status.rateLimitRemaining,
    quotaRemaining: status.quotaRemaining,
    quotaResetAt: status.quotaResetAt,
    reportedAt: at,
  };
}
