import { Injectable } from '@nestjs/common';
import {
  FeedStreamStateRepository,
  MarketIngestRepository,
} from '@overlay/domain';
import type { OddsStreamStatus } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { snapshotContentHash } from '../../ingest';

/**
 * Writes the stream's health for every instance's ping, and keeps the feed's bookkeeping true:
 * the stream's last frame or heartbeat (its `cursorAt`) is the source's last success, whatever
 * the connection looks like, so a stream down or frozen stops confirming the market at once
 * (docs/ev-model.md §1, stale quotes); a new failure (with its provider code: `quota_exceeded`
 * freezes the market) is recorded once.
 */
@Injectable()
export class RecordStreamHealthUseCase {
  private recordedFailureAt: string | null = null;
  private recordedHeardAt: string | null = null;

  constructor(
    private readonly positions: FeedStreamStateRepository,
    private readonly ingest: MarketIngestRepository,
    private readonly clock: Clock,
  ) {}

  async execute(source: string, status: OddsStreamStatus): Promise<void> {
    const at = this.clock.now();
    await this.positions.saveStatus(source, status, at);
    if (status.cursorAt !== null && status.cursorAt !== this.recordedHeardAt) {
      this.recordedHeardAt = status.cursorAt;
      // No races: only the source's last success moves (no version, no event).
      await this.ingest.ingest({
        source,
        snapshotHash: snapshotContentHash([]),
        races: [],
        at,
        successAt: new Date(status.cursorAt),
      });
    }
    if (
      !status.connected &&
      status.lastError &&
      status.lastErrorAt &&
      status.lastErrorAt !== this.recordedFailureAt
    ) {
      this.recordedFailureAt = status.lastErrorAt;
      await this.ingest.recordFailure(
        source,
        status.lastError,
        new Date(status.lastErrorAt),
        status.lastErrorCode,
      );
    }
  }
}
