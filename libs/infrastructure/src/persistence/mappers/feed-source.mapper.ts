import type { FeedSourceState } from '@overlay/domain';
import type { FeedSourceOrmEntity } from '../entities/feed-source.orm-entity';

export function toFeedSourceState(entity: FeedSourceOrmEntity): FeedSourceState {
  return {
    source: entity.source,
    lastSuccessAt: entity.lastSuccessAt ? entity.lastSuccessAt.toISOString() : null,
    lastError: entity.lastError,
    lastErrorAt: entity.lastErrorAt ? entity.lastErrorAt.toISOString() : null,
    lastErrorCode: entity.lastErrorCode ?? null,
    lastSnapshotHash: entity.lastSnapshotHash,
    dataVersion: Number(entity.dataVersion),
  };
}
