/** `GET /api/betwatch/ping`: the configured feed's own check, joined with the refresh record. */
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
  /** Quotes the drift check found wrong and healed since the stream started. */
  driftQuotes: number;
  lastErrorCode: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  rateLimitRemaining: number | null;
  quotaRemaining: number | null;
  quotaResetAt: string | null;
  /** When the leader wrote this (every 2 s while it leads); an old one means nobody streams. */
  reportedAt: string;
}

/** `POST /api/refresh`: the refresh ran and its data is stored. */
export interface RefreshResponse {
  ok: true;
  dataVersion: number;
  /** ISO-8601 UTC time of this refresh. */
  lastUpdated: string;
  /** False when nothing stored changed. */
  changed: boolean;
  racesUpdated: number;
  pricesUpdated: number;
}

/** `POST /api/admin/refresh`: as `POST /api/refresh`, with the toast's sentence. */
export interface ForceRefreshResponse extends RefreshResponse {
  message: string;
}
