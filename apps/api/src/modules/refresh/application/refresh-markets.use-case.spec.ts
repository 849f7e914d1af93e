import { FeedError, MarketIngestRepository } from '@overlay/domain';
import type { FeedPing, IngestBatch, IngestOutcome, MarketSnapshot, OddsFeed } from '@overlay/domain';
import { RecordingEventBus } from '../../../../test/support/recording-event-bus';
import { answeredStatus } from '../../../../test/support/answered-status';
import type { Clock } from '../../../common/time/clock';
import { IngestSnapshotUseCase } from '../../ingest';
import type { ValuationService } from '../../valuation';
import { RefreshMarketsUseCase } from './refresh-markets.use-case';

const NOW = new Date('2026-11-21T10:00:00Z');

function snapshotWithRaces(...minutesFromNow: number[]): MarketSnapshot {
  return {
    generatedAt: NOW.toISOString(),
    races: minutesFromNow.map((minutes, index) => ({
      extRaceId: `r${index}`,
      venue: 'Flemington',
      country: 'AU',
      code: 'TB',
      number: index + 1,
      name: 'Maiden',
      startTime: new Date(NOW.getTime() + minutes * 60_000).toISOString(),
      state: 'open',
      runners: [{ extId: `r${index}-1`, number: 1, name: 'A', scratched: false, prices: [{ bookmaker: 'TAB', win: 2.5 }] }],
    })),
  };
}

class FakeIngest extends MarketIngestRepository {
  batches: IngestBatch[] = [];
  failures: { source: string; message: string }[] = [];
  error: Error | null = null;

  async ingest(batch: IngestBatch): Promise<IngestOutcome> {
    if (this.error) throw this.error;
    this.batches.push(batch);
    return { changed: true, dataVersion: this.batches.length, racesWritten: batch.races.length, priceRowsWritten: 1, historyRowsWritten: 1 };
  }

  async recordFailure(source: string, message: string): Promise<void> {
    this.failures.push({ source, message });
  }

  async pruneHistory(): Promise<number> {
    return 0;
  }

  touchSource(): Promise<IngestOutcome> {
    throw new Error('not used here');
  }
}

/** A feed whose fetches resolve when the test says so. */
class ControlledFeed implements OddsFeed {
  readonly kind = 'file' as const;
  fetches = 0;
  private pending: { resolve: (s: MarketSnapshot) => void; reject: (e: Error) => void }[] = [];

  fetchSnapshot(): Promise<MarketSnapshot> {
    this.fetches += 1;
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  }

  ping(): Promise<FeedPing> {
    return Promise.resolve({ ok: true, status: 'OK' });
  }

  async deliver(snapshot: MarketSnapshot | Error): Promise<void> {
    for (let i = 0; i < 20 && this.pending.length === 0; i += 1) await Promise.resolve();
    const next = this.pending.shift();
    if (!next) throw new Error('no fetch is waiting');
    if (snapshot instanceof Error) next.reject(snapshot);
    else next.resolve(snapshot);
  }
}

describe('Unit', () => {
  describe('RefreshMarketsUseCase', () => {
    let feed: ControlledFeed;
    let ingest: FakeIngest;
    let emitted: unknown[][];
    let useCase: RefreshMarketsUseCase;

    beforeEach(() => {
      feed = new ControlledFeed();
      ingest = new FakeIngest();
      const events = new RecordingEventBus();
      emitted = events.published;
      const clock: Clock = { now: () => NOW };
      // This instance serves each stored version at once (the wait itself: MarketStateCache's tests).
      const valuation = { servedAfterNow: () => Promise.resolve(true) } as unknown as ValuationService;
      useCase = new RefreshMarketsUseCase(feed, new IngestSnapshotUseCase(ingest, events), ingest, clock, valuation);
    });

    it('should store a fetched snapshot and emit data_refresh', async () => {
      const run = useCase.forceRefresh();
      await feed.deliver(snapshotWithRaces(60, 120));
      await expect(run).resolves.toMatchObject({ lane: 'full', changed: true, dataVersion: 1, lastUpdated: NOW.toISOString() });
      expect(ingest.batches[0]).toMatchObject({ source: 'file', at: NOW });
      expect(ingest.batches[0].races).toHaveLength(2);
      expect(emitted).toEqual([['data_refresh', { version: 1, at: NOW.toISOString(), races: 2, full: true }]]);
    });

    it('should skip a tick while a refresh runs, and let a user join the running full refresh', async () => {
      const running = useCase.tick('full');
      expect(useCase.tick('fast')).toBeNull();
      const joined = useCase.refreshNow();
      await feed.deliver(snapshotWithRaces(60));
      expect(await joined).toBe(await running);
      expect(feed.fetches).toBe(1);
    });

    it('should run a forced refresh after the one under way, with a fetch of its own', async () => {
      const first = useCase.tick('full');
      const forced = useCase.forceRefresh();
      await feed.deliver(snapshotWithRaces(60));
      await first;
      await feed.deliver(snapshotWithRaces(60));
      await forced;
      expect(feed.fetches).toBe(2);
      expect(ingest.batches).toHaveLength(2);
    });

    it('should ingest only races within 15 minutes of their jump in the fast lane', async () => {
      const run = useCase.tick('fast');
      await feed.deliver(snapshotWithRaces(-20, -10, 5, 15, 16, 120));
      await run;
      expect(ingest.batches[0].races.map(({ race }) => race.extRaceId)).toEqual(['r1', 'r2', 'r3']);
    });

    it('should record a failed fetch, store nothing and throw FEED_FAILED', async () => {
      const run = useCase.forceRefresh();
      await feed.deliver(new Error('connect ECONNREFUSED'));
      const error = await run.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FeedError);
      expect(error).toMatchObject({ code: 'FEED_FAILED' });
      expect(answeredStatus(error)).toBe(502);
      expect((error as Error).message).toContain('connect ECONNREFUSED');
      expect(ingest.failures).toEqual([{ source: 'file', message: 'connect ECONNREFUSED' }]);
      expect(ingest.batches).toHaveLength(0);
    });

    it('should refuse a malformed snapshot from any adapter, naming the field', async () => {
      const bad = snapshotWithRaces(60);
      bad.races[0].runners[0].prices[0].win = 0.5;
      const run = useCase.forceRefresh();
      await feed.deliver(bad);
      await expect(run).rejects.toMatchObject({ code: 'FEED_FAILED' });
      expect(ingest.failures[0].message).toContain('races[0].runners[0].prices[0].win');
      expect(ingest.batches).toHaveLength(0);
    });

    it('should let a database error through without blaming the feed', async () => {
      ingest.error = new Error('deadlock detected');
      const run = useCase.forceRefresh();
      await feed.deliver(snapshotWithRaces(60));
      await expect(run).rejects.toThrow('deadlock detected');
      expect(ingest.failures).toEqual([]);
    });
  });
});
