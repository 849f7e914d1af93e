import {
  FeedStreamStateRepository,
  MarketIngestRepository,
} from '@overlay/domain';
import type {
  IngestBatch,
  IngestOutcome,
  MarketChangeBatch,
  SnapshotRace,
} from '@overlay/domain';
import { RecordingEventBus } from '../../../../test/support/recording-event-bus';
import { FixedClock } from '../../../../test/support/test-clock';
import { IngestSnapshotUseCase } from '../../ingest';
import { FRONT_RACES } from './front-of-card';
import {
  STREAM_WRITE_RACES,
  StoreStreamBatchUseCase,
} from './store-stream-batch.use-case';
import type { WatchedLane } from './store-stream-batch.use-case';

function race(id: string, win = 2.5, startTime = '2026-11-21T12:00:00Z'): SnapshotRace {
  return {
    extRaceId: id,
    venue: 'Flemington',
    country: 'AU',
    code: 'TB',
    number: 1,
    name: 'Maiden',
    startTime,
    state: 'open',
    runners: [
      {
        extId: `${id}-1`,
        number: 1,
        name: 'A',
        scratched: false,
        prices: [{ bookmaker: 'TAB', win }],
      },
    ],
  };
}

const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => `r${i + 1}`);

function batch(
  raceIds: string[],
  options: Partial<MarketChangeBatch> = {},
): MarketChangeBatch {
  return {
    races: raceIds.map((id) => race(id)),
    asOf: '2026-11-21T10:00:00Z',
    cursor: 'c1-70',
    bootstrap: false,
    index: null,
    ...options,
  };
}

/** Records each write (race id and win price, in order); fails the calls it is told to (1-based). */
class RecordingIngest extends MarketIngestRepository {
  writes: { id: string; win: number }[][] = [];
  readonly failing = new Set<number>();
  private calls = 0;

  async ingest(input: IngestBatch): Promise<IngestOutcome> {
    this.calls += 1;
    if (this.failing.has(this.calls)) throw new Error('database unavailable');
    this.writes.push(
      input.races.map(({ race: r }) => ({
        id: r.extRaceId,
        win: r.runners[0].prices[0].win,
      })),
    );
    const writtenRaceIds = input.races.map(({ race: r }) => r.extRaceId);
    return {
      changed: true,
      dataVersion: this.writes.length,
      racesWritten: writtenRaceIds.length,
      writtenRaceIds,
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

class RecordingPositions extends FeedStreamStateRepository {
  saved: { cursor: string; afterWrites: number }[] = [];
  constructor(private readonly ingest: RecordingIngest) {
    super();
  }
  async loadPosition() {
    return null;
  }
  async savePosition(_source: string, cursor: string) {
    this.saved.push({ cursor, afterWrites: this.ingest.writes.length });
  }
  async clearPosition() {
    // Nothing to clear: positions are only recorded.
  }
  async saveStatus() {
    // Status is not under test here.
  }
  async loadStatus() {
    return null;
  }
}

/**
 * A lane watching `watched` whose stream hands out `changes` (newer states of watched races),
 * once each, and `newer` (newer states of any race) to the part that asks for them, once each.
 */
function lane(watched: string[], changes: SnapshotRace[][] = [], newer: SnapshotRace[] = []): WatchedLane {
  const changed = (races: SnapshotRace[]) => ({ ...batch([]), races, cursor: null });
  return {
    watched: new Set(watched),
    drain: () => {
      const next = changes.shift();
      return next ? changed(next) : null;
    },
    take: (only) => {
      const taken = newer.filter((r) => only.has(r.extRaceId));
      newer.splice(0, newer.length, ...newer.filter((r) => !only.has(r.extRaceId)));
      return taken.length > 0 ? changed(taken) : null;
    },
  };
}

/** A lane whose stream has, at its n-th `take`, the newer states `steps[n]` (those not asked for wait for a later take). */
function steppedLane(steps: SnapshotRace[][]): WatchedLane {
  const pending: SnapshotRace[] = [];
  return {
    watched: new Set(),
    drain: () => null,
    take: (only) => {
      pending.push(...(steps.shift() ?? []));
      const taken = pending.filter((r) => only.has(r.extRaceId));
      pending.splice(0, pending.length, ...pending.filter((r) => !only.has(r.extRaceId)));
      return taken.length > 0 ? { ...batch([]), races: taken, cursor: null } : null;
    },
  };
}

function setUp() {
  const ingest = new RecordingIngest();
  const positions = new RecordingPositions(ingest);
  const useCase = new StoreStreamBatchUseCase(
    new IngestSnapshotUseCase(ingest, new RecordingEventBus()),
    positions,
    // The races' morning (they start at 12:00 UTC): a race an hour past its start leaves the front.
    new FixedClock(Date.parse('2026-11-21T10:00:00Z')),
  );
  return { ingest, positions, useCase };
}

describe('StoreStreamBatchUseCase', () => {
  it('should write a batch of 70 races in parts of 16, after a part of the watched races alone, and then the cursor', async () => {
    const { ingest, positions, useCase } = setUp();
    await useCase.execute('betwatch', batch(ids(70)), lane(['r65', 'r2']));
    expect(STREAM_WRITE_RACES).toBe(16);
    expect(ingest.writes.map((w) => w.length)).toEqual([2, 16, 16, 16, 16, 4]);
    expect(ingest.writes[0].map((w) => w.id)).toEqual(['r2', 'r65']);
    expect(
      ingest.writes
        .flat()
        .map((w) => w.id)
        .sort(),
    ).toEqual(ids(70).sort());
    expect(positions.saved).toEqual([{ cursor: 'c1-70', afterWrites: 6 }]);
  });

  it('should write a batch with no watched race in parts of 16 only', async () => {
    const { ingest, useCase } = setUp();
    await useCase.execute('betwatch', batch(ids(70)), lane(['r99']));
    expect(ingest.writes.map((w) => w.length)).toEqual([16, 16, 16, 16, 6]);
  });

  it('should write a watched race changed meanwhile before the next part, and never its older state after it', async () => {
    const { ingest, useCase } = setUp();
    // r50 (a later part) gets a viewer and a newer price (9) while the first part is written.
    await useCase.execute(
      'betwatch',
      batch(ids(70)),
      lane(['r40'], [[], [race('r50', 9)]]),
    );
    const order = ingest.writes.map((w) => w.map((q) => `${q.id}@${q.win}`));
    expect(order[0]).toEqual(['r40@2.5']);
    expect(order[1]).toEqual(['r50@9']);
    expect(order.flat().filter((w) => w.startsWith('r50@'))).toEqual(['r50@9']);
    expect(order.flat()).toHaveLength(70);
  });

  it('should write each race as the stream has it when its part is written, not as drained', async () => {
    const { ingest, positions, useCase } = setUp();
    // r40 moved to 6 after the batch was drained, while earlier parts were written.
    await useCase.execute('betwatch', batch(ids(70)), lane([], [], [race('r40', 6)]));
    const written = ingest.writes.flat().filter((w) => w.id === 'r40');
    expect(written).toEqual([{ id: 'r40', win: 6 }]);
    expect(ingest.writes.flat()).toHaveLength(70);
    expect(positions.saved).toEqual([{ cursor: 'c1-70', afterWrites: 5 }]);
  });

  it('should keep the newer state taken for a part whose write failed, for the next call', async () => {
    const { ingest, useCase } = setUp();
    ingest.failing.add(1);
    await expect(useCase.execute('betwatch', batch(ids(20)), lane([], [], [race('r3', 7)]))).rejects.toThrow('database unavailable');
    await useCase.execute('betwatch', null);
    expect(ingest.writes.flat().filter((w) => w.id === 'r3')).toEqual([{ id: 'r3', win: 7 }]);
  });

  it('should write the races nearest their jump first', async () => {
    const { ingest, useCase } = setUp();
    const starts = ['2026-11-21T15:00:00Z', '2026-11-21T12:10:00Z', '2026-11-21T13:30:00Z'];
    const races = ids(48).map((id, i) => race(id, 2.5, starts[i % 3]));
    await useCase.execute('betwatch', { ...batch([]), races });
    const partStarts = ingest.writes.map((part) => new Set(part.map((w) => races.find((r) => r.extRaceId === w.id)?.startTime)));
    expect(partStarts).toEqual([new Set([starts[1]]), new Set([starts[2]]), new Set([starts[0]])]);
  });

  it('should keep the parts not written after a failure, with the cursor, for the next call', async () => {
    const { ingest, positions, useCase } = setUp();
    ingest.failing.add(2);
    await expect(useCase.execute('betwatch', batch(ids(70)))).rejects.toThrow(
      'database unavailable',
    );
    expect(ingest.writes.map((w) => w.length)).toEqual([16]);
    expect(positions.saved).toEqual([]);
    await useCase.execute('betwatch', null);
    expect(ingest.writes.map((w) => w.length)).toEqual([16, 16, 16, 16, 6]);
    expect(
      ingest.writes
        .flat()
        .map((w) => w.id)
        .sort(),
    ).toEqual(ids(70).sort());
    expect(positions.saved).toEqual([{ cursor: 'c1-70', afterWrites: 5 }]);
  });

  it('should write a bootstrap whole, in one write', async () => {
    const { ingest, positions, useCase } = setUp();
    await useCase.execute(
      'betwatch',
      batch(ids(70), { bootstrap: true }),
      lane(['r1'], [[race('r1', 5)]]),
    );
    expect(ingest.writes.map((w) => w.length)).toEqual([70]);
    expect(positions.saved).toHaveLength(1);
  });

  it('should write only the watched races changed when nothing else is pending', async () => {
    const { ingest, positions, useCase } = setUp();
    await useCase.executeWatched('betwatch', lane(['r3'], [[race('r3', 4)]]));
    expect(ingest.writes).toEqual([[{ id: 'r3', win: 4 }]]);
    expect(positions.saved).toEqual([]);
  });

  it('should write a front race changed after its own write again with the next part, not a cycle later', async () => {
    const { ingest, useCase } = setUp();
    // r3 (the front: the 16 open races nearest their jump) moves to 7 once the first part is written.
    await useCase.execute('betwatch', batch(ids(40)), steppedLane([[], [race('r3', 7)]]));
    expect(FRONT_RACES).toBe(16);
    expect(ingest.writes.map((w) => w.length)).toEqual([16, 17, 8]);
    expect(ingest.writes[1]).toContainEqual({ id: 'r3', win: 7 });
    expect(ingest.writes.flat().filter((w) => w.id === 'r3')).toEqual([{ id: 'r3', win: 2.5 }, { id: 'r3', win: 7 }]);
  });

  it('should keep a front race that did not change in a batch in the front, so its change rides with that batch', async () => {
    const { ingest, useCase } = setUp();
    await useCase.execute('betwatch', batch(ids(4)));
    const later = ids(40).slice(20).map((id) => race(id, 2.5, '2026-11-21T14:00:00Z'));
    await useCase.execute('betwatch', { ...batch([]), races: later }, steppedLane([[], [race('r2', 8)]]));
    expect(ingest.writes.slice(1).map((w) => w.length)).toEqual([16, 5]);
    expect(ingest.writes[2]).toContainEqual({ id: 'r2', win: 8 });
  });

  it('should leave a race out of the front once it closes, and write a bootstrap without it riding along', async () => {
    const { ingest, useCase } = setUp();
    await useCase.execute('betwatch', batch(ids(20), { bootstrap: true }), steppedLane([[race('r2', 8)]]));
    expect(ingest.writes.map((w) => w.length)).toEqual([20]);
    await useCase.execute('betwatch', { ...batch([]), races: [{ ...race('r2'), state: 'closed' }, ...ids(40).slice(20).map((id) => race(id))] }, steppedLane([[], [race('r2', 9)]]));
    expect(ingest.writes.slice(1).flat().filter((w) => w.id === 'r2')).toEqual([{ id: 'r2', win: 2.5 }]);
  });
});
