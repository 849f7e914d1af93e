import { AuditLogRepository } from '@overlay/domain';
import type { AuditAction, AuditEntry, AuditRecord, Transaction } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { AuditLogOrmEntity } from '../entities/audit-log.orm-entity';
import { managerFor } from '../typeorm-transaction';

export class TypeOrmAuditLogRepository extends AuditLogRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async record(entry: AuditEntry, tx?: Transaction): Promise<void> {
    await managerFor(this.dataSource, tx).query(
      `INSERT INTO audit_log (actor_user_id, action, target_user_id, details) VALUES ($1, $2, $3, $4::jsonb)`,
      [entry.actorUserId, entry.action, entry.targetUserId, JSON.stringify(entry.details)],
    );
  }

  async list(filter: { targetUserId?: string; limit?: number } = {}): Promise<AuditRecord[]> {
    const entities = await this.dataSource.getRepository(AuditLogOrmEntity).find({
      where: filter.targetUserId ? { targetUserId: filter.targetUserId } : {},
      order: { id: 'DESC' },
      take: filter.limit ?? 100,
    });
    return entities.map((entity) => ({
      id: String(entity.id),
      at: entity.at,
      actorUserId: entity.actorUserId,
      action: entity.action as AuditAction,
      targetUserId: entity.targetUserId,
      details: entity.details,
    }));
  }
}
