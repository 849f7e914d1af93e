import type { BookmakerRecord } from '@overlay/domain';
import type { BookmakerOrmEntity } from '../entities/bookmaker.orm-entity';

export function toBookmakerRecord(entity: BookmakerOrmEntity): BookmakerRecord {
  return {
    name: entity.name,
    isActive: entity.isActive,
    isCustom: entity.isCustom,
    createdAt: entity.createdAt.toISOString(),
  };
}
