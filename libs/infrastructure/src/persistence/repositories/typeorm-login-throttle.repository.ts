import { LoginThrottleRepository } from '@overlay/domain';
import type { ThrottleCount, ThrottlePolicy } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { changedCount } from '../typeorm-transaction';

export class TypeOrmLoginThrottleRepository extends LoginThrottleRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async lockedUntil(keys: string[], now: Date): Promise<Date | null> {
    if (keys.length === 0) return null;
    const rows: { until: Date | null }[] = await this.dataSource.query(
      'SELECT max(locked_until) AS until FROM login_throttle WHERE key = ANY($1) AND locked_until > $2',
      [keys, now],
    );
    return rows[0]?.until ? new Date(rows[0].until) : null;
  }

  async recordFailure(key: string, policy: ThrottlePolicy, now: Date): Promise<ThrottleCount> {
    // One statement, so concurrent failures on several instances all count. A window that has
    // run out starts again at 1; a lock already in force is kept as it is; the failure that
    // reaches the limit sets locked_until = now + lock, which is how lock_started is known.
    const rows: { failures: number; locked_until: Date | null; lock_started: boolean }[] =
      await this.dataSource.query(
        `INSERT INTO login_throttle AS t (key, failures, window_started_at, locked_until)
         VALUES ($1, 1, $2::timestamptz,
                 CASE WHEN 1 >= $3::int THEN $2::timestamptz + $5::int * interval '1 millisecond' END)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN t.window_started_at <= $2::timestamptz - $4::int * interval '1 millisecond'
                           THEN 1 ELSE t.failures + 1 END,
           window_started_at = CASE WHEN t.window_started_at <= $2::timestamptz - $4::int * interval '1 millisecond'
                                    THEN $2::timestamptz ELSE t.window_started_at END,
           locked_until = CASE
             WHEN t.locked_until > $2::timestamptz THEN t.locked_until
             WHEN (CASE WHEN t.window_started_at <= $2::timestamptz - $4::int * interval '1 millisecond'
                        THEN 1 ELSE t.failures + 1 END) >= $3::int
               THEN $2::timestamptz + $5::int * interval '1 millisecond'
             ELSE NULL END
         RETURNING t.failures, t.locked_until,
                   coalesce(t.locked_until = $2::timestamptz + $5::int * interval '1 millisecond', false)
                     AS lock_started`,
        [key, now, policy.maxFailures, policy.windowMs, policy.lockMs],
      );
    const row = rows[0];
    return {
      failures: row.failures,
      lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
      lockStarted: row.lock_started,
    };
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM login_throttle WHERE key = $1', [key]);
  }

  async purgeStale(before: Date): Promise<number> {
    const result: unknown = await this.dataSource.query(
      'DELETE FROM login_throttle WHERE window_started_at < $1 AND (locked_until IS NULL OR locked_until < $1)',
      [before],
    );
    return changedCount(result);
  }
}
