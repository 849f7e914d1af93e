import { IdempotencyRepository } from '@overlay/domain';
import type { IdempotencyReservation } from '@overlay/domain';
import type { DataSource } from 'typeorm';

interface Row {
  inserted: boolean;
  fingerprint: string;
  status: number | null;
  body: string | null;
}

const RESERVE_ATTEMPTS = 5;

const RESERVE_SQL = `WITH inserted AS (
   INSERT INTO idempotency_keys (user_id, key, fingerprint, created_at) VALUES ($1, $2, $3, $4)
   ON CONFLICT (user_id, key) DO NOTHING
   RETURNING fingerprint, status, body)
 SELECT true AS inserted, fingerprint, status, body FROM inserted
 UNION ALL
 SELECT false, fingerprint, status, body FROM idempotency_keys
  WHERE user_id = $1 AND key = $2 AND NOT EXISTS (SELECT 1 FROM inserted)`;

function reservationOf(row: Row): IdempotencyReservation {
  if (row.inserted) return { state: 'reserved' };
  if (row.status === null)
    return { state: 'in_progress', fingerprint: row.fingerprint };
  return {
    state: 'replay',
    reply: {
      fingerprint: row.fingerprint,
      status: row.status,
      body: row.body ?? '',
    },
  };
}

export class PostgresIdempotencyRepository extends IdempotencyRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async reserve(
    userId: string,
    key: string,
    fingerprint: string,
    now: Date,
  ): Promise<IdempotencyReservation> {
    // Of two concurrent requests with one key (on any instance) exactly one inserts. The loser's
    // ON CONFLICT waits for the winner to commit, but its SELECT still reads the snapshot taken
    // before that commit and so finds no row: ask again, each time with a fresh snapshot.
    for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt += 1) {
      const rows: Row[] = await this.dataSource.query(RESERVE_SQL, [
        userId,
        key,
        fingerprint,
        now,
      ]);
      const row = rows[0];
      if (row) return reservationOf(row);
    }
    throw new Error(
      `idempotency key could not be reserved or read after ${RESERVE_ATTEMPTS} attempts`,
    );
  }

  async complete(
    userId: string,
    key: string,
    status: number,
    body: string,
  ): Promise<void> {
    await this.dataSource.query(
      'UPDATE idempotency_keys SET status = $3, body = $4 WHERE user_id = $1 AND key = $2',
      [userId, key, status, body],
    );
  }

  async release(userId: string, key: string): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL',
      [userId, key],
    );
  }

  async purge(before: Date): Promise<number> {
    const result: [unknown, number] = await this.dataSource.query(
      'DELETE FROM idempotency_keys WHERE created_at < $1',
      [before],
    );
    return result[1] ?? 0;
  }
}
