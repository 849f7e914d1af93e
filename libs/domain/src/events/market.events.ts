/** Emitted after a refresh stored a change (opportunity caches drop their state; the SSE hub relays it). */
export const DATA_REFRESH_EVENT = 'data_refresh';

export interface DataRefreshEvent {
  /** The new data version (opportunity replies are built once per version). */
  version: number;
  /** ISO-8601 UTC time of the refresh. */
  at: string;
  /** Races whose stored content changed. */
  races: number;
  /** True when the whole snapshot was read (a full refresh), false for a fast-lane tick. */
  full: boolean;
  /**
   * The races whose stored content changed, when few enough to name (a streamed batch): live race
   * streams of those races tick at once. Absent: any race may have changed.
   */
  raceIds?: string[];
}

/**
 * The source catalogue changed (docs/feeds.md, "The source catalogue"): a feed declared or priced
 * a source the product had not seen, or an admin switched one on or off. Lists of bookmakers
 * (filters, forms) load again; browsers hear it as `sources_changed`.
 */
export interface SourcesChangedEvent {
  /** ISO-8601 UTC time of the change. */
  at: string;
}

/**
 * Races some instance streams to live-page viewers, with the fastest interval asked for each
 * (repeated while they are watched): the leader fetches those within 15 minutes of the jump.
 */
export interface LiveWatchingEvent {
  races: { extRaceId: string; intervalMs: number; startTime: string }[];
}

/**
 * The leader gave its lock up (a clean stop): every other instance tries for it now instead of
 * at its next LEADER_RETRY_SECONDS check, so refresh and the feed stream move within a second
 * (docs/operations.md §7).
 */
export interface LeaderReleasedEvent {
  /** ISO-8601 UTC time of the release. */
  at: string;
}

/**
 * A person asked for fresh data on a streaming feed (`POST /api/refresh`, `/api/admin/refresh`):
 * the leader reconnects its stream now, whatever it was waiting for (docs/feeds.md).
 */
export interface StreamReconnectRequestedEvent {
  /** ISO-8601 UTC time of the request. */
  at: string;
}
