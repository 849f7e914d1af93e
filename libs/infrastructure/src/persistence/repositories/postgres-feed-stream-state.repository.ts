import { FeedStreamStateRepository } from '@overlay/domain';
import type {
  FeedStreamPosition,
  OddsStreamStatus,
  StoredStreamStatus,
} from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { assertLeaderEpoch } from '../../leader/leader-fence';

/** Table `feed_stream_state`: one row per source (migration CreateFeedStreamState). */
export class PostgresFeedStreamStateRepository extends FeedStreamStateRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async loadPosition(source: string): Promise<FeedStreamPosition | null> {
    const [row]: {
      cursor: string | null;
      cursor_at: Date | null;
      index: unknown;
    }[] = await this.dataSource.query(
      'SELECT cursor, cursor_at, index FROM feed_stream_state WHERE source = $1',
      [source],
    );
    if (!row?.cursor || !row.cursor_at) return null;
    return {
      cursor: row.cursor,
      cursorAt: row.cursor_at.toISOString(),
      index: row.index,
    };
  }

  async savePosition(
    source: string,
    cursor: string,
    at: Date,
    index: unknown,
  ): Promise<void> {
    // The index is rewritten only when given: an unchanged jsonb stays in place (TOAST). Only the
    // current leader moves the stream's cursor (leader-fence.ts).
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO feed_stream_state (source, cursor, cursor_at, index, updated_at) VALUES ($1, $2, $3, $4::jsonb, now())
       ON CONFLICT (source) DO UPDATE SET cursor = EXCLUDED.cursor, cursor_at = EXCLUDED.cursor_at,
         index = COALESCE(EXCLUDED.index, feed_stream_state.index), updated_at = now()`,
        [
          source,
          cursor,
          at,
          index === null || index === undefined ? null : JSON.stringify(index),
        ],
      );
      await assertLeaderEpoch((sql) => manager.query(sql));
    });
  }

  async clearPosition(source: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE feed_stream_state SET cursor = NULL, cursor_at = NULL, index = NULL WHERE source = $1',
      [source],
    );
  }

  async saveStatus(
    source: string,
    status: OddsStreamStatus,
    at: Date,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO feed_stream_state (source, status, status_at) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (source) DO UPDATE SET status = EXCLUDED.status, status_at = EXCLUDED.status_at`,
      [source, JSON.stringify(status), at],
    );
  }

  async loadStatus(source: string): Promise<StoredStreamStatus | null> {
    const [row]: { status: OddsStreamStatus | null; status_at: Date | null }[] =
      await this.dataSource.query(
        'SELECT status, status_at FROM feed_stream_state WHERE source = $1',
        [source],
      );
    return row?.status && row.status_at
      ? { status: row.status, at: row.status_at.toISOString() }
      : null;
  }
}
