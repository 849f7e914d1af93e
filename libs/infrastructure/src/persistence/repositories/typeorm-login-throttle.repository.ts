import { LoginThrottleRepository } from '@overlay/domain';
import type { ThrottleCount, ThrottleLimit, ThrottleReservation } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { changedCount } from '../typeorm-transaction';

interface ReservationRow {
  allowed: boolean;
  retry_at: Date | null;
  key: string | null;
  failures: number | null;
  locked_until: Date | null;
  lock_started: boolean | null;
}

/**
 * One statement counts and decides. The counters' rows are locked in key order (so two
 * attempts on the same keys queue, on any instance, and never deadlock); a later attempt sees
 * the earlier one's count. The attempt is counted on every key only when no key is locked or
 * full; it starts a key's lock when it reaches that key's limit. A window that has run out
 * starts again. One row per key when allowed; one row with `retry_at` when refused.
 */
const RESERVE_SQL = `
  WITH input AS (
    SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[], $4::bigint[])
      AS i(key, max_failures, window_ms, lock_ms)
  ), locked AS (
    SELECT t.key, t.failures, t.window_started_at, t.locked_until, i.max_failures, i.window_ms, i.lock_ms
    FROM login_throttle t JOIN input i ON i.key = t.key
    ORDER BY t.key
    FOR UPDATE OF t
  ), counted AS (
    SELECT l.*,
      l.window_started_at <= $5::timestamptz - l.window_ms * interval '1 millisecond' AS window_over,
      coalesce(l.locked_until > $5::timestamptz, false) AS is_locked,
      CASE WHEN l.window_started_at <= $5::timestamptz - l.window_ms * interval '1 millisecond'
           THEN 0 ELSE l.failures END AS current
    FROM locked l
  ), decision AS (
    SELECT count(*) = cardinality($1::text[]) AND coalesce(bool_and(NOT is_locked AND current < max_failures), false)
             AS allowed,
           max(CASE WHEN is_locked THEN locked_until
                    WHEN current >= max_failures THEN window_started_at + window_ms * interval '1 millisecond'
               END) AS retry_at
    FROM counted
  ), updated AS (
    UPDATE login_throttle t SET
      failures = c.current + 1,
      window_started_at = CASE WHEN c.window_over THEN $5::timestamptz ELSE t.window_started_at END,
      locked_until = CASE WHEN c.current + 1 >= c.max_failures
                          THEN $5::timestamptz + c.lock_ms * interval '1 millisecond' END
    FROM counted c, decision d
    WHERE t.key = c.key AND d.allowed
    RETURNING t.key, t.failures, t.locked_until, c.current + 1 >= c.max_failures AS lock_started
  )
  SELECT d.allowed, d.retry_at, u.key, u.failures, u.locked_until, u.lock_started
  FROM decision d LEFT JOIN updated u ON true`;

export class TypeOrmLoginThrottleRepository extends LoginThrottleRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async reserve(limits: ThrottleLimit[], now: Date): Promise<ThrottleReservation> {
    const keys = limits.map((limit) => limit.key);
    // A purge may delete a counter between the two statements; then reserve again.
    for (let attempt = 0; ; attempt += 1) {
      // Counters must exist to be locked; an empty one changes no decision.
      await this.dataSource.query(
        `INSERT INTO login_throttle (key, failures, window_started_at)
         SELECT unnest($1::text[]), 0, $2::timestamptz ON CONFLICT (key) DO NOTHING`,
        [keys, now],
      );
      const rows: ReservationRow[] = await this.dataSource.query(RESERVE_SQL, [
        keys,
        limits.map((limit) => limit.policy.maxFailures),
        limits.map((limit) => limit.policy.windowMs),
        limits.map((limit) => limit.policy.lockMs),
        now,
      ]);
      const decision = rows[0];
      if (decision.allowed) {
        const byKey = new Map(rows.map((row) => [row.key, row]));
        return {
          allowed: true,
          counts: keys.map((key) => {
            const row = byKey.get(key) as ReservationRow;
            return {
              key,
              failures: row.failures as number,
              lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
              lockStarted: row.lock_started as boolean,
            };
          }),
        };
      }
      if (decision.retry_at || attempt >= 2) {
        return { allowed: false, retryAt: new Date(decision.retry_at ?? now.getTime() + 1000) };
      }
    }
  }

  async release(count: ThrottleCount): Promise<void> {
    // Only the lock this very attempt started is lifted (same end instant); a later one stays.
    await this.dataSource.query(
      `UPDATE login_throttle SET failures = greatest(failures - 1, 0),
         locked_until = CASE WHEN locked_until = $2::timestamptz THEN NULL ELSE locked_until END
       WHERE key = $1`,
      [count.key, count.lockStarted ? count.lockedUntil : null],
    );
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
