import { SessionRepository } from '@overlay/domain';
import type { Session, SessionWithUser, Transaction } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { SessionOrmEntity } from '../entities/session.orm-entity';
import { userFromRow } from '../mappers/user.mapper';
import { changedCount, changedRows, managerFor } from '../typeorm-transaction';

interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  user_agent: string | null;
  ip: string | null;
}

export class TypeOrmSessionRepository extends SessionRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async create(session: Session, tx?: Transaction): Promise<void> {
    await managerFor(this.dataSource, tx).getRepository(SessionOrmEntity).insert(session);
  }

  async findWithUser(id: string): Promise<SessionWithUser | null> {
    const rows: (SessionRow & {
      u_email: string;
      u_name: string;
      u_role: string;
      u_is_active: boolean;
      u_created_at: Date;
    })[] = await this.dataSource.query(
      `SELECT s.id, s.user_id, s.created_at, s.last_seen_at, s.expires_at, s.user_agent, s.ip,
              u.email AS u_email, u.name AS u_name, u.role AS u_role, u.is_active AS u_is_active,
              u.created_at AS u_created_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      session: sessionFromRow(row),
      user: userFromRow({
        id: row.user_id,
        email: row.u_email,
        name: row.u_name,
        role: row.u_role,
        is_active: row.u_is_active,
        created_at: row.u_created_at,
      }),
    };
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.dataSource.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [id, at]);
  }

  async delete(id: string, tx?: Transaction): Promise<Session | null> {
    const result: unknown = await managerFor(this.dataSource, tx).query('DELETE FROM sessions WHERE id = $1 RETURNING *', [id]);
    const row = changedRows<SessionRow>(result)[0];
    return row ? sessionFromRow(row) : null;
  }

  async deleteAllForUser(userId: string, tx?: Transaction): Promise<number> {
    const result: unknown = await managerFor(this.dataSource, tx).query('DELETE FROM sessions WHERE user_id = $1', [
      userId,
    ]);
    return changedCount(result);
  }

  async deleteExpired(now: Date, idleBefore: Date): Promise<number> {
    const result: unknown = await this.dataSource.query(
      'DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at <= $2',
      [now, idleBefore],
    );
    return changedCount(result);
  }
}

function sessionFromRow(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
    userAgent: row.user_agent,
    ip: row.ip,
  };
}
