import type { Boost, Opportunity, SnapshotRace } from '@overlay/domain';
import { createEngineContext } from '../value/engine-context';
import { boost, handRace } from '../testing/test-fixtures';
import { materialiseAll } from './materialise-opportunity';
import { buildOpportunityTable, replaceRace } from './opportunity-table';

// Race A is the hand race (Flemington R1, 12:05): BF Mid p_win = [0.5, 0.25, 0.125, 0.0625, 0.0625].
// Race B is the same market at Randwick R3, 13:00, its runners renamed 'Other n'.
const A = handRace();

function raceB(overrides: Partial<SnapshotRace> = {}): SnapshotRace {
  const base = handRace();
  return {
    ...base,
    extRaceId: 'rand-r3',
    venue: 'Randwick',
    number: 3,
    startTime: '2026-11-21T13:00:00.000Z',
    runners: base.runners.map((runner) => ({
      ...runner,
      extId: `rand-r3-${runner.number}`,
      name: `Other ${runner.number}`,
    })),
    ...overrides,
  };
}

const B = raceB();

// Any-Of runners 2 and 3 of A at $3.00: p = 0.25 + 0.125 = 0.375, fair = 1 / 0.375 = 2.6667,
// EV = (3 × 0.375 − 1) × 100 = 12.5.
const anyOf = boost({
  id: 'any1',
  boostType: 'ANY_OF_WIN',
  raceExtId: 'flem-r1',
  runnerExtId: 'flem-r1-2',
  boostedOdds: 3,
  legs: [
    { raceExtId: 'flem-r1', runnerExtId: 'flem-r1-2' },
    { raceExtId: 'flem-r1', runnerExtId: 'flem-r1-3' },
  ],
});

// Parlay B runner 1 (entered first, runs later) and A runner 2 at $9.00: p = 0.5 × 0.25 = 0.125,
// fair = 8, EV = (9 × 0.125 − 1) × 100 = 12.5. Listed under A, the leg race that starts first.
const parlay = boost({
  id: 'par1',
  boostType: 'PARLAY_ALL_WIN',
  raceExtId: 'rand-r3',
  runnerExtId: 'rand-r3-1',
  boostedOdds: 9,
  legs: [
    { raceExtId: 'rand-r3', runnerExtId: 'rand-r3-1' },
    { raceExtId: 'flem-r1', runnerExtId: 'flem-r1-2' },
  ],
});

const context = createEngineContext({ boosts: [anyOf, parlay] });

function boostRows(races: SnapshotRace[], boosts: Boost[] = [anyOf, parlay]): Opportunity[] {
  const table = buildOpportunityTable(races, createEngineContext({ boosts }));
  return materialiseAll(table).filter((row) => row.boostId !== null);
}

describe('Any-Of Win and parlay boost rows (docs/architecture.md §4.6)', () => {
  it('should list an Any-Of Win row under its first runner with Σ p_win', () => {
    const [row] = boostRows([A, B], [anyOf]);
    expect(row).toMatchObject({
      id: 'flem-r1:2:Sportsbet:boost:any1',
      extRaceId: 'flem-r1',
      runnerNumber: 2,
      runnerName: 'Runner 2 / Runner 3',
      bookmaker: 'Sportsbet',
      price: 3,
      fairMethod: 'BF Mid',
      promoEV: 0,
      bonusPct: null,
      promoId: null,
      promoK: 0,
      placeSource: null,
      isBoosted: true,
      boostedFrom: null,
      boostType: 'ANY_OF_WIN',
      boostId: 'any1',
    });
    expect(row.fairPrice).toBeCloseTo(1 / 0.375, 12);
    expect(row.ev).toBeCloseTo(12.5, 10);
    expect(row.totalEV).toBeCloseTo(12.5, 10);
    expect(row.boostMetadata).toEqual({ probability: expect.closeTo(0.375, 12), placeSource: null });
  });

  it('should list a parlay once, under the leg race that starts first, with Π p_win', () => {
    const rows = boostRows([B, A], [parlay]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: 'flem-r1:2:Sportsbet:boost:par1',
      extRaceId: 'flem-r1',
      startTime: '2026-11-21T12:05:00.000Z',
      runnerNumber: 2,
      runnerName: 'Other 1 (Randwick R3) / Runner 2',
      boostType: 'PARLAY_ALL_WIN',
      price: 9,
      bonusPct: null,
    });
    expect(rows[0].fairPrice).toBeCloseTo(8, 12);
    expect(rows[0].ev).toBeCloseTo(12.5, 10);
    expect(rows[0].boostMetadata?.probability).toBeCloseTo(0.125, 12);
  });

  it('should list the parlay under B when B starts first', () => {
    const early = raceB({ startTime: '2026-11-21T11:00:00.000Z' });
    const [row] = boostRows([A, early], [parlay]);
    expect(row).toMatchObject({
      id: 'rand-r3:1:Sportsbet:boost:par1',
      runnerName: 'Other 1 / Runner 2 (Flemington R1)',
    });
  });

  it('should void a boost with a scratched leg: no row, one skip reason', () => {
    const scratched = raceB({
      runners: B.runners.map((r) => (r.number === 1 ? { ...r, scratched: true } : r)),
    });
    const table = buildOpportunityTable([A, scratched], context);
    const ids = materialiseAll(table).map((row) => row.boostId);
    expect(ids).toContain('any1');
    expect(ids).not.toContain('par1');
    expect(table.skipped.filter((s) => s.code === 'BOOST_LEG_SCRATCHED')).toEqual([
      expect.objectContaining({ extRaceId: 'rand-r3', message: expect.stringContaining('boost par1') }),
    ]);
    // An Any-Of with a scratched runner is void too, not a shorter Any-Of.
    const scratchedA = { ...A, runners: A.runners.map((r) => (r.number === 3 ? { ...r, scratched: true } : r)) };
    expect(boostRows([scratchedA, B]).map((row) => row.boostId)).toEqual(['par1']);
  });

  it('should drop the parlay once any leg race is closed or final, and every row of a closed listing race', () => {
    expect(boostRows([A, raceB({ state: 'final' })]).map((r) => r.boostId)).toEqual(['any1']);
    expect(boostRows([A]).map((r) => r.boostId)).toEqual(['any1']);
    expect(boostRows([{ ...A, state: 'closed' }, B])).toEqual([]);
  });

  it('should move the parlay row when a later leg changes, on replaceRace and on a build reusing segments', () => {
    const table = buildOpportunityTable([A, B], context);
    const scratched = raceB({
      runners: B.runners.map((r) => (r.number === 1 ? { ...r, scratched: true } : r)),
    });
    const replaced = replaceRace(table, scratched);
    expect(materialiseAll(replaced).map((r) => r.boostId)).not.toContain('par1');
    // A reuse that keeps A's segment (A did not change) must not keep its parlay row.
    const reused = buildOpportunityTable([A, scratched], context, (race) =>
      race === A ? table.segments[0] : null,
    );
    expect(materialiseAll(reused).map((r) => r.boostId).filter(Boolean)).toEqual(['any1']);
    // …nor keep its segment without the row once the leg runs again (the row comes back).
    const restored = buildOpportunityTable([A, B], context, (race) =>
      race === A ? reused.segments[0] : null,
    );
    expect(materialiseAll(restored).map((r) => r.boostId).filter(Boolean)).toEqual(['any1', 'par1']);
  });
});
