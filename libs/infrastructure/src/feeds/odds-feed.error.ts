import type { OddsFeedKind } from '@overlay/domain';

/**
 * A fetch that produced no usable snapshot. The message is what `/api/betwatch/ping` and the
 * stale-data notice show, so it names the source and what to fix; `cause` keeps the original
 * (a SnapshotValidationError keeps its `path`).
 */
export class OddsFeedError extends Error {
  constructor(
    readonly feed: OddsFeedKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OddsFeedError';
  }
}
