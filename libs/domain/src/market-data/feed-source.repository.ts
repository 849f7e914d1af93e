import type { FeedSourceState } from './feed-source';

/** Port: refresh bookkeeping per feed source. */
export abstract class FeedSourceRepository {
  abstract find(source: string): Promise<FeedSourceState | null>;

  /** The newest data version across sources (0 before any data). */
  abstract currentDataVersion(): Promise<number>;
}
