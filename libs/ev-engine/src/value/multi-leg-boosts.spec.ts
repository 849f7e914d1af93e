import fc from 'fast-check';
import type { Boost, SnapshotRace } from '@overlay/domain';
import { createEngineContext } from './engine-context';
import { materialiseAll } from '../table/materialise-opportunity';
import { buildOpportunityTable } from '../table/opportunity-table';
import { realisticRaceArbitrary } from '../testing/market-arbitrary';
import { boost } from '../testing/test-fixtures';
import { valueRace } from './race-valuation';

// Property (docs/architecture.md §4.6): on random markets, an Any-Of row's probability is in (0, 1] and at least
// its likeliest runner's p_win; a parlay's is in (0, 1] and at most its least likely leg's; both
// rows price EV = (boosted × probability − 1) × 100.

/** The i-th race of a card: its own ids, a later start than the one before. */
function nth(race: SnapshotRace, i: number): SnapshotRace {
  const id = `prop-r${i + 1}`;
  return {
    ...race,
    extRaceId: id,
    number: i + 1,
    startTime: new Date(Date.UTC(2026, 10, 21, 12 + i)).toISOString(),
    runners: race.runners.map((r) => ({ ...r, extId: `${id}-${r.number}` })),
  };
}

const cardArbitrary = fc
  .array(realisticRaceArbitrary, { minLength: 2, maxLength: 4 })
  .map((races) => races.map(nth));

const pick = (race: SnapshotRace, seed: number, count: number) =>
  Array.from({ length: count }, (_, j) => race.runners[(seed + j) % race.runners.length]);

function pWinOf(race: SnapshotRace, extId: string): number | null {
  const result = valueRace(race, createEngineContext());
  if (!result.ok) return null;
  const at = result.valuation.runners.findIndex((r) => r.extId === extId);
  return result.valuation.pWin[at];
}

describe('multi-leg boost probability (property)', () => {
  it('should keep Any-Of ≥ its best leg and a parlay ≤ its worst leg, both in (0, 1]', () => {
    fc.assert(
      fc.property(
        cardArbitrary,
        fc.nat(),
        fc.integer({ min: 2, max: 4 }),
        fc.double({ min: 1.01, max: 200, noNaN: true }),
        (races, seed, size, odds) => {
          const first = races[0];
          const anyOfLegs = pick(first, seed, Math.min(size, first.runners.length)).map((r) => ({
            raceExtId: first.extRaceId,
            runnerExtId: r.extId,
          }));
          const parlayLegs = races.map((race, i) => ({
            raceExtId: race.extRaceId,
            runnerExtId: pick(race, seed + i, 1)[0].extId,
          }));
          const boosts: Boost[] = [
            boost({ id: 'any', boostType: 'ANY_OF_WIN', boostedOdds: odds, legs: anyOfLegs }),
            boost({ id: 'par', boostType: 'PARLAY_ALL_WIN', boostedOdds: odds, legs: parlayLegs }),
          ];
          const rows = materialiseAll(buildOpportunityTable(races, createEngineContext({ boosts })));
          const check = (id: string, legs: { raceExtId: string; runnerExtId: string }[]) => {
            const row = rows.find((r) => r.boostId === id);
            const race = (leg: { raceExtId: string }) => races.find((x) => x.extRaceId === leg.raceExtId) as SnapshotRace;
            const pWins = legs.map((leg) => pWinOf(race(leg), leg.runnerExtId));
            if (pWins.some((p) => p === null) || legs.length < 2) {
              expect(row).toBeUndefined();
              return;
            }
            const ps = pWins as number[];
            expect(row).toBeDefined();
            const p = row?.boostMetadata?.probability ?? NaN;
            expect(p).toBeGreaterThan(0);
            expect(p).toBeLessThanOrEqual(1);
            if (id === 'any') expect(p).toBeGreaterThanOrEqual(Math.max(...ps) - 1e-12);
            else expect(p).toBeLessThanOrEqual(Math.min(...ps) + 1e-12);
            expect(row?.ev).toBeCloseTo((odds * p - 1) * 100, 6);
            expect(row?.fairPrice).toBeCloseTo(1 / p, 6);
          };
          check('any', anyOfLegs);
          check('par', parlayLegs);
        },
      ),
      { numRuns: 200 },
    );
  });
});
