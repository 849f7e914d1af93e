import { Inject, Injectable, Optional } from '@nestjs/common';
import { OddsFeed, OddsStream } from '@overlay/domain';
import type { IngestOutcome, MarketSnapshot } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { IngestSnapshotUseCase } from '../../ingest';

/**
 * Fetches a few races from the feed and stores them (the live tracker's races near their jump):
 * the feed's own per-race fetch when it has one (Betwatch's `race(id)`, under its rate limit),
 * else the snapshot cut to those races. Races missing from the answer keep their stored state.
 * A failure stores nothing and throws; the caller's next interval tries again. A streaming feed
 * is not asked: its frames already reach these races as they change.
 */
@Injectable()
export class RefreshRacesUseCase {
  constructor(
    private readonly feed: OddsFeed,
    private readonly ingestSnapshot: IngestSnapshotUseCase,
    private readonly clock: Clock,
    @Optional() @Inject(OddsStream) private readonly stream: OddsStream | null = null,
  ) {}

  async execute(extRaceIds: readonly string[]): Promise<IngestOutcome | null> {
    if (extRaceIds.length === 0 || this.stream) return null;
    const now = this.clock.now();
    const wanted = new Set(extRaceIds);
    const snapshot: MarketSnapshot = this.feed.fetchRaces
      ? await this.feed.fetchRaces(extRaceIds, now)
      : await this.feed.fetchSnapshot(now);
    return this.ingestSnapshot.execute(this.feed.kind, snapshot, now, (races) =>
      races.filter((race) => wanted.has(race?.extRaceId)),
    );
  }
}
