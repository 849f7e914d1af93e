export { IngestModule } from './ingest.module';
export { IngestSnapshotUseCase } from './application/ingest-snapshot.use-case';
export { PrunePriceHistoryUseCase } from './application/prune-price-history.use-case';
export { snapshotContentHash } from './application/snapshot-hash.util';
export type { RefreshLane, RefreshResult } from './application/refresh-result';
export { FeedMetrics, feedErrorCode } from './feed.metrics';
