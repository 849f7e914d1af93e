import type { OddsStreamStatus } from '../market/odds-stream.port';

/** Where a push feed stands once its last batch was stored (see OddsStream). */
export interface FeedStreamPosition {
  cursor: string;
  /** ISO-8601 UTC of the store. */
  cursorAt: string;
  /** The feed's own index (opaque JSON), the last one it gave. */
  index: unknown;
}

/** The stream's health as the leader last wrote it, for the ping on any instance. */
export interface StoredStreamStatus {
  status: OddsStreamStatus;
  /** ISO-8601 UTC of the write. */
  at: string;
}

/**
 * Port: the position and health of a push feed per source, in the database, so a new leader
 * resumes where the old one stopped and every instance reports the same stream.
 */
export abstract class FeedStreamStateRepository {
  abstract loadPosition(source: string): Promise<FeedStreamPosition | null>;

  /** Stores the cursor (and the index when given; null keeps the stored one). */
  abstract savePosition(
    source: string,
    cursor: string,
    at: Date,
    index: unknown,
  ): Promise<void>;

  /** Forgets the position (a new bootstrap is needed: the scope changed). */
  abstract clearPosition(source: string): Promise<void>;

  abstract saveStatus(
    source: string,
    status: OddsStreamStatus,
    at: Date,
  ): Promise<void>;

  abstract loadStatus(source: string): Promise<StoredStreamStatus | null>;
}
