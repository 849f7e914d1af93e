import { RateLimitRepository } from '@overlay/domain';
import type { RateLimitHit, RateLimitRule } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { changedCount } from '../typeorm-transaction';

interface HitRow {
  hits: number;
  blocked: boolean;
  window_left_ms: string;
  block_left_ms: string;
}

/**
 * One statement counts and decides, on the database's clock (one clock for every instance). The
 * row of a key is created or locked by the upsert, so concurrent calls on any instance queue and
 * each sees the one before. In the update every right-hand side reads the row as it was:
 * - a live block (`blocked_until` ahead) counts nothing and stays;
 * - a window that ended, or a block that ended, starts a new window at this call (count 1);
 * - else the call is counted (at most limit + 1, so a refused burst does not grow the count);
 * - the call that goes over the limit starts a block of `blockMs` (none when 0: refused until the
 *   window ends).
 * Parameters: $1 key, $2 name, $3 window ms, $4 limit, $5 block ms. `now()` is each call's
 * transaction start: a call that waited on the row's lock can find a block set by a later one,
 * so the times left are capped at the window and the block (a Retry-After never over the rule).
 */
const HIT_SQL = `
  INSERT INTO rate_limits AS r (key, name, hits, window_ends_at, blocked_until)
  VALUES ($1, $2, 1, now() + $3::bigint * interval '1 millisecond',
          CASE WHEN 1 > $4::int AND $5::bigint > 0 THEN now() + $5::bigint * interval '1 millisecond' END)
  ON CONFLICT (key, name) DO UPDATE SET
    hits = CASE
      WHEN r.blocked_until > now() THEN r.hits
      WHEN r.window_ends_at <= now() OR r.blocked_until IS NOT NULL THEN 1
      ELSE least(r.hits + 1, $4::int + 1) END,
    window_ends_at = CASE
      WHEN r.blocked_until > now() THEN r.window_ends_at
      WHEN r.window_ends_at <= now() OR r.blocked_until IS NOT NULL THEN excluded.window_ends_at
      ELSE r.window_ends_at END,
    blocked_until = CASE
      WHEN r.blocked_until > now() THEN r.blocked_until
      WHEN $5::bigint <= 0 THEN NULL
      WHEN r.window_ends_at <= now() OR r.blocked_until IS NOT NULL
        THEN CASE WHEN 1 > $4::int THEN now() + $5::bigint * interval '1 millisecond' END
      WHEN r.hits + 1 > $4::int THEN now() + $5::bigint * interval '1 millisecond'
      END
  RETURNING r.hits,
    coalesce(r.blocked_until > now(), false) OR r.hits > $4::int AS blocked,
    least($3::bigint, greatest(0, ceil(extract(epoch FROM r.window_ends_at - now()) * 1000)))::bigint AS window_left_ms,
    CASE WHEN r.blocked_until > now()
           THEN least($5::bigint, ceil(extract(epoch FROM r.blocked_until - now()) * 1000))
         WHEN r.hits > $4::int THEN least($3::bigint, greatest(0, ceil(extract(epoch FROM r.window_ends_at - now()) * 1000)))
         ELSE 0 END::bigint AS block_left_ms`;

export class PostgresRateLimitRepository extends RateLimitRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async hit(rule: RateLimitRule): Promise<RateLimitHit> {
    const rows: HitRow[] = await this.dataSource.query(HIT_SQL, [
      rule.key,
      rule.name,
      Math.max(1, Math.round(rule.windowMs)),
      rule.limit,
      Math.max(0, Math.round(rule.blockMs)),
    ]);
    const row = rows[0];
    return {
      hits: row.hits,
      blocked: row.blocked,
      windowLeftMs: Number(row.window_left_ms),
      blockLeftMs: Number(row.block_left_ms),
    };
  }

  async purgeStale(before: Date): Promise<number> {
    const result: unknown = await this.dataSource.query(
      'DELETE FROM rate_limits WHERE window_ends_at < $1 AND (blocked_until IS NULL OR blocked_until < $1)',
      [before],
    );
    return changedCount(result);
  }
}
