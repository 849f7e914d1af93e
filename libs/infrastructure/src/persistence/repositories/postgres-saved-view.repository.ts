import { SavedViewRepository, isFairPriceMethod } from '@overlay/domain';
import type { SavedView, SavedViewInput, Transaction } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { managerFor, transactionWithin } from '../typeorm-transaction';

interface Row {
  id: string;
  user_id: string;
  name: string;
  query: string;
  fair_method: string | null;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, user_id, name, query, fair_method, is_default, created_at, updated_at';

function toView(row: Row): SavedView {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    query: row.query,
    fairMethod: isFairPriceMethod(row.fair_method) ? row.fair_method : null,
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/**
 * Saved views in `saved_views`. Making a view the default clears the user's other default in the
 * same transaction, so the partial unique index never refuses it; a taken name is found before it
 * is written (a race between two writes still ends in the unique index, told apart as 'name_taken').
 */
export class PostgresSavedViewRepository extends SavedViewRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async list(userId: string, tx?: Transaction): Promise<SavedView[]> {
    const rows: Row[] = await managerFor(this.dataSource, tx).query(
      `SELECT ${COLUMNS} FROM saved_views WHERE user_id = $1 ORDER BY lower(name), id`,
      [userId],
    );
    return rows.map(toView);
  }

  async find(userId: string, id: string, tx?: Transaction): Promise<SavedView | null> {
    const rows: Row[] = await managerFor(this.dataSource, tx).query(`SELECT ${COLUMNS} FROM saved_views WHERE user_id = $1 AND id = $2`, [userId, id]);
    return rows.length > 0 ? toView(rows[0]) : null;
  }

  async create(userId: string, input: SavedViewInput, limit: number, outer?: Transaction): Promise<SavedView | 'name_taken' | 'limit'> {
    try {
      return await transactionWithin(this.dataSource, outer, async (tx) => {
        // Serialises a user's creates, so two at once cannot both pass the limit.
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
        const [{ count }]: { count: number }[] = await tx.query('SELECT count(*)::int AS count FROM saved_views WHERE user_id = $1', [userId]);
        if (count >= limit) return 'limit';
        if (input.isDefault) await tx.query('UPDATE saved_views SET is_default = false WHERE user_id = $1 AND is_default', [userId]);
        // ON CONFLICT: a taken name is an answer, never a logged unique violation.
        const rows: Row[] = await tx.query(
          `INSERT INTO saved_views (user_id, name, query, fair_method, is_default) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, lower(name)) DO NOTHING RETURNING ${COLUMNS}`,
          [userId, input.name, input.query, input.fairMethod, input.isDefault],
        );
        return rows.length > 0 ? toView(rows[0]) : 'name_taken';
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'name_taken';
      throw error;
    }
  }

  async update(userId: string, id: string, patch: Partial<SavedViewInput>, outer?: Transaction): Promise<SavedView | 'name_taken' | null> {
    try {
      return await transactionWithin(this.dataSource, outer, async (tx): Promise<SavedView | 'name_taken' | null> => {
        if (patch.name !== undefined) {
          const taken: unknown[] = await tx.query('SELECT 1 FROM saved_views WHERE user_id = $1 AND lower(name) = lower($2) AND id <> $3', [userId, patch.name, id]);
          if (taken.length > 0) return 'name_taken';
        }
        if (patch.isDefault === true)
          await tx.query('UPDATE saved_views SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [userId, id]);
        const rows: [Row[], number] = await tx.query(
          `UPDATE saved_views SET
             name = COALESCE($3, name), query = COALESCE($4, query),
             fair_method = CASE WHEN $5 THEN $6 ELSE fair_method END,
             is_default = COALESCE($7, is_default), updated_at = now()
           WHERE user_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
          [userId, id, patch.name ?? null, patch.query ?? null, patch.fairMethod !== undefined, patch.fairMethod ?? null, patch.isDefault ?? null],
        );
        return rows[0].length > 0 ? toView(rows[0][0]) : null;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'name_taken';
      throw error;
    }
  }

  async delete(userId: string, id: string, tx?: Transaction): Promise<boolean> {
    const [, count]: [unknown, number] = await managerFor(this.dataSource, tx).query('DELETE FROM saved_views WHERE user_id = $1 AND id = $2', [userId, id]);
    return count > 0;
  }

  async findWithRules(): Promise<SavedView[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM saved_views v WHERE EXISTS (SELECT 1 FROM alert_rules r WHERE r.view_id = v.id AND r.enabled)`,
    );
    return rows.map(toView);
  }
}
