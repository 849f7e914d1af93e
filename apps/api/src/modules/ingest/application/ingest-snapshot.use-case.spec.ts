import { MarketIngestRepository, SnapshotValidationError } from '@overlay/domain';
import type { IngestBatch, IngestOutcome, MarketSnapshot } from '@overlay/domain';
import { RecordingEventBus } from '../../../../test/support/recording-event-bus';
import { IngestSnapshotUseCase } from './ingest-snapshot.use-case';

const AT = new Date('2026-11-21T10:00:00Z');

function snapshot(generatedAt: string, win = 2.5, lastUpdated?: string, raceIds = ['r1', 'r2']): MarketSnapshot {
  return {
    generatedAt,
    races: raceIds.map((extRaceId, index) => ({
      extRaceId,
      venue: 'Flemington',
      country: 'AU',
      code: 'TB',
      number: index + 1,
      name: 'Maiden',
      startTime: '2026-11-21T12:00:00Z',
      state: 'open',
      runners: [{ extId: `${extRaceId}-1`, number: 1, name: 'A', scratched: false, prices: [{ bookmaker: 'TAB', win, lastUpdated }] }],
    })),
  };
}

/** Stores like the real repository at the level the use case sees: unchanged hash, no change. */
class HashComparingIngest extends MarketIngestRepository {
  batches: IngestBatch[] = [];
  private lastHash: string | null = null;
  private readonly raceHashes = new Map<string, string>();
  private version = 0;

  async ingest(batch: IngestBatch): Promise<IngestOutcome> {
    this.batches.push(batch);
    const changed = batch.snapshotHash !== this.lastHash;
    this.lastHash = batch.snapshotHash;
    if (changed) this.version += 1;
    const written = batch.races.filter(({ race, contentHash }) => this.raceHashes.get(race.extRaceId) !== contentHash);
    for (const { race, contentHash } of written) this.raceHashes.set(race.extRaceId, contentHash);
    return {
      changed,
      dataVersion: this.version,
      racesWritten: written.length,
      writtenRaceIds: written.map(({ race }) => race.extRaceId),
      priceRowsWritten: 0,
      historyRowsWritten: 0,
    };
  }

  recordFailure(): Promise<void> {
    return Promise.resolve();
  }

  async pruneHistory(): Promise<number> {
    return 0;
  }

  touchSource(): Promise<IngestOutcome> {
    throw new Error('not used here');
  }
}

describe('Unit', () => {
  describe('IngestSnapshotUseCase', () => {
    let ingest: HashComparingIngest;
    let emitted: unknown[][];
    let useCase: IngestSnapshotUseCase;

    beforeEach(() => {
      ingest = new HashComparingIngest();
      const events = new RecordingEventBus();
      emitted = events.published;
      useCase = new IngestSnapshotUseCase(ingest, events);
    });

    it('should hash the content without generatedAt, so a re-sent snapshot emits nothing', async () => {
      await useCase.execute('file', snapshot('2026-11-21T09:59:00Z'), AT);
      const again = await useCase.execute('file', snapshot('2026-11-21T10:00:00Z'), AT);
      expect(again.changed).toBe(false);
      expect(ingest.batches[0].snapshotHash).toBe(ingest.batches[1].snapshotHash);
      expect(emitted).toEqual([['data_refresh', { version: 1, at: AT.toISOString(), races: 2, full: true }]]);
    });

    it('should emit data_refresh with the new version when a price moved', async () => {
      await useCase.execute('file', snapshot('2026-11-21T09:59:00Z'), AT);
      await useCase.execute('file', snapshot('2026-11-21T10:00:00Z', 2.6), AT);
      expect(emitted.map(([, event]) => event)).toEqual([
        // Both races are new at first; then the price moved in both.
        { version: 1, at: AT.toISOString(), races: 2, full: true },
        { version: 2, at: AT.toISOString(), races: 2, full: true },
      ]);
      expect(ingest.batches[1].races.map(({ contentHash }) => contentHash)).not.toEqual(
        ingest.batches[0].races.map(({ contentHash }) => contentHash),
      );
    });

    it('should not count a book confirming its prices again as a change', async () => {
      // Each quote dated 5 s before its snapshot: confirmed with it (window 60 s).
      await useCase.execute('betwatch', snapshot('2026-11-21T09:58:00Z', 2.5, '2026-11-21T09:57:55Z'), AT);
      const again = await useCase.execute('betwatch', snapshot('2026-11-21T09:59:00Z', 2.5, '2026-11-21T09:58:55Z'), AT);
      expect(again.changed).toBe(false);
      expect(ingest.batches[1].confirmedAt).toEqual(new Date('2026-11-21T09:59:00Z'));
      expect(ingest.batches[1].races[0].race.runners[0].prices[0].lastUpdated).toBeNull();
    });

    it('should store a lagging quote with its own age once, not again while the lag grows', async () => {
      const lagSince = '2026-11-21T09:56:30Z';
      await useCase.execute('betwatch', snapshot('2026-11-21T09:57:00Z', 2.5, lagSince), AT);
      // 30 s behind at 09:57: still within the window; 90 s behind at 09:58: stored as lagging.
      const lagging = await useCase.execute('betwatch', snapshot('2026-11-21T09:58:00Z', 2.5, lagSince), AT);
      const older = await useCase.execute('betwatch', snapshot('2026-11-21T09:59:00Z', 2.5, lagSince), AT);
      expect([lagging.changed, older.changed]).toEqual([true, false]);
      expect(ingest.batches[2].races[0].race.runners[0].prices[0].lastUpdated).toBe('2026-11-21T09:56:30.000Z');
    });

    it('should confirm at the fetch time when the feed clock runs ahead', async () => {
      await useCase.execute('file', snapshot('2026-11-21T10:05:00Z'), AT);
      expect(ingest.batches[0].confirmedAt).toEqual(AT);
    });

    it('should refuse a bad snapshot before storing anything', async () => {
      const bad = snapshot('2026-11-21T10:00:00Z', 1);
      await expect(useCase.execute('file', bad, AT)).rejects.toBeInstanceOf(SnapshotValidationError);
      expect(ingest.batches).toEqual([]);
    });

    it('should validate and store only the selected races', async () => {
      const mixed = snapshot('2026-11-21T10:00:00Z');
      mixed.races[1].runners[0].prices[0].win = 0.5;
      await useCase.execute('file', mixed, AT, (races) => races.slice(0, 1));
      expect(ingest.batches[0].races.map(({ race }) => race.extRaceId)).toEqual(['r1']);
    });

    describe('a streamed batch', () => {
      const ids = (count: number) => Array.from({ length: count }, (_, index) => `r${index + 1}`);
      const batchOf = (raceIds: string[]) => ({
        races: snapshot(AT.toISOString(), 2.5, undefined, raceIds).races,
        asOf: AT.toISOString(),
        cursor: null,
        bootstrap: false,
        index: null,
      });
      const namedIn = () => emitted.map(([, event]) => (event as { raceIds?: string[] }).raceIds);

      it('should leave the event loop between slices of a large batch and refuse only its bad race', async () => {
        const batch = batchOf(ids(40));
        batch.races[25].runners[0].prices[0].win = 0.5;
        let turned = false;
        setImmediate(() => (turned = true));
        const outcome = await useCase.executeBatch('betwatch', batch, AT);
        // The callback queued before the batch ran while it was validated, not after it was stored.
        expect(turned).toBe(true);
        expect(ingest.batches[0].races).toHaveLength(39);
        expect(outcome.refused).toEqual([expect.stringMatching(/^r26: /)]);
      });

      it('should validate a small batch in one go', async () => {
        let turned = false;
        setImmediate(() => (turned = true));
        const ingested = new Promise<boolean>((resolve) => {
          const store = ingest.ingest.bind(ingest);
          ingest.ingest = (stored) => {
            resolve(turned);
            return store(stored);
          };
        });
        await useCase.executeBatch('betwatch', batchOf(ids(16)), AT);
        expect(await ingested).toBe(false);
      });

      it('should name as many races as one races= read takes (200), and none beyond', async () => {
        await useCase.executeBatch('betwatch', batchOf(ids(200)), AT);
        await useCase.executeBatch('betwatch', batchOf(ids(201).map((id) => `${id}b`)), AT);
        expect(namedIn().map((named) => named?.length)).toEqual([200, undefined]);
      });
    });
  });
});
