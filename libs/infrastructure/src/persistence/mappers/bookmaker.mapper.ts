import type { BookmakerRecord } from '@overlay/domain';
import type { BookmakerOrmEntity } from '../entities/bookmaker.orm-entity';

export function toBookmakerRecord(entity: BookmakerOrmEntity): BookmakerRecord {
  return {
    name: entity.name,
    kind: entity.kind,
    isActive: entity.isActive,
    isCustom: entity.isCustom,
    createdAt: entity.createdAt.toISOString(),
    firstSeenAt: entity.firstSeenAt ? entity.firstSeenAt.toISOString() : null,
    lastSeenAt: entity.lastSeenAt ? entity.lastSeenAt.toISOString() : null,
  };
}
