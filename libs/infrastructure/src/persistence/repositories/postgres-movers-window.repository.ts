import { MoversWindowRepository } from '@overlay/domain';
import type { MoversWindow, RankedMovers, StoredMoversWindow } from '@overlay/domain';
import type { DataSource } from 'typeorm';

interface WindowRow {
  data_version: string;
  computed_ms: string;
  ranked: string;
}

export class PostgresMoversWindowRepository extends MoversWindowRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async find(window: MoversWindow): Promise<StoredMoversWindow | null> {
    // The body as text: JSON.parse reads it natively, where the driver's jsonb parse is the same
    // work plus a copy.
    const rows: WindowRow[] = await this.dataSource.query(
      `SELECT data_version, (extract(epoch FROM computed_at) * 1000)::bigint AS computed_ms, ranked::text AS ranked
       FROM movers_windows WHERE window_minutes = $1 AND ranked IS NOT NULL`,
      [window],
    );
    const [row] = rows;
    if (!row) return null;
    return {
      window,
      dataVersion: Number(row.data_version),
      computedAtMs: Number(row.computed_ms),
      ranked: JSON.parse(row.ranked) as RankedMovers,
    };
  }

  async wantedAt(): Promise<Map<MoversWindow, number>> {
    const rows: { window_minutes: number; wanted_ms: string }[] = await this.dataSource.query(
      `SELECT window_minutes, (extract(epoch FROM wanted_at) * 1000)::bigint AS wanted_ms
       FROM movers_windows WHERE wanted_at IS NOT NULL`,
    );
    return new Map(rows.map((row) => [Number(row.window_minutes) as MoversWindow, Number(row.wanted_ms)]));
  }

  async markWanted(window: MoversWindow, atMs: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO movers_windows (window_minutes, wanted_at) VALUES ($1, to_timestamp($2::double precision / 1000))
       ON CONFLICT (window_minutes) DO UPDATE SET wanted_at = excluded.wanted_at`,
      [window, atMs],
    );
  }

  async save(stored: StoredMoversWindow): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO movers_windows (window_minutes, data_version, computed_at, ranked)
       VALUES ($1, $2, to_timestamp($3::double precision / 1000), $4::jsonb)
       ON CONFLICT (window_minutes) DO UPDATE SET
         data_version = excluded.data_version, computed_at = excluded.computed_at, ranked = excluded.ranked
       WHERE movers_windows.computed_at IS NULL OR movers_windows.computed_at <= excluded.computed_at`,
      [stored.window, stored.dataVersion, stored.computedAtMs, JSON.stringify(stored.ranked)],
    );
  }
}
