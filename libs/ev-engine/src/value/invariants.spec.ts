import fc from 'fast-check';
import type { SnapshotRace } from '@overlay/domain';
import { createEngineContext } from './engine-context';
import {
  raceArbitrary,
  realisticRaceArbitrary,
  tickAbove,
} from '../testing/market-arbitrary';
import type { RaceValuation } from './race-valuation';
import { tierFor, valueRace } from './race-valuation';

// The invariants at the end of docs/architecture.md §4, on random races (testing/market-arbitrary.ts).

const context = createEngineContext();
const RUNS = { numRuns: 300 };

function valued(race: SnapshotRace): RaceValuation | null {
  const result = valueRace(race, context);
  return result.ok ? result.valuation : null;
}

/**
 * Books whose fresh win quotes cover every active runner: the complete books. Fresh: no quote
 * time, or at most 120 s behind the race's newest quote time (docs/architecture.md §3, engine README).
 */
function completeBooks(race: SnapshotRace): string[] {
  const quotes = race.runners.flatMap((r) => r.prices);
  const times = quotes
    .map((q) => (q.lastUpdated ? Date.parse(q.lastUpdated) : NaN))
    .filter((t) => t === t);
  const newest = times.length === 0 ? NaN : Math.max(...times);
  const fresh = (t: string | null | undefined): boolean =>
    !t || !(newest - Date.parse(t) > 120_000);
  const names = new Set(quotes.map((q) => q.bookmaker));
  return [...names].filter((name) =>
    race.runners.every((r) =>
      r.prices.some((q) => q.bookmaker === name && fresh(q.lastUpdated)),
    ),
  );
}

describe('docs/architecture.md §4 invariants (property)', () => {
  it('should give fair win probabilities in (0, 1) summing to 1, from exactly the complete books', () => {
    fc.assert(
      fc.property(raceArbitrary, (race) => {
        const val = valued(race);
        const complete = completeBooks(race);
        if (val === null) {
          expect(complete).toEqual([]);
          return;
        }
        expect([...val.fairBooks].sort()).toEqual(complete.sort());
        let sum = 0;
        for (let r = 0; r < val.n; r++) {
          const p = val.pWin[r];
          if (val.n > 1) {
            expect(p).toBeGreaterThan(0);
            expect(p).toBeLessThan(1);
          }
          sum += p;
        }
        expect(Math.abs(sum - 1)).toBeLessThanOrEqual(1e-9);
      }),
      RUNS,
    );
  });

  it('should keep p_win ≤ p_topk ≤ 1 and Σ p_topk = k on every tier, book and k', () => {
    fc.assert(
      fc.property(raceArbitrary, (race) => {
        const val = valued(race);
        if (val === null) return;
        for (let b = -1; b < val.books.length; b++)
          for (let k = 1; k <= 4; k++) {
            const tier = tierFor(val, b, k);
            let sum = 0;
            for (let r = 0; r < val.n; r++) {
              const p = tier.p[r];
              expect(p).toBeGreaterThanOrEqual(val.pWin[r] - 1e-12);
              expect(p).toBeLessThanOrEqual(1 + 1e-12);
              sum += p;
            }
            expect(Math.abs(sum - Math.min(k, val.n))).toBeLessThanOrEqual(
              1e-9,
            );
          }
      }),
      RUNS,
    );
  });

  it('should not lower p_topk as k rises for k and k + 1 from one market or cross_k off one another', () => {
    fc.assert(
      fc.property(raceArbitrary, (race) => {
        const val = valued(race);
        if (val === null) return;
        const marketTiers = new Set(['native', 'reference_book', 'cross_k']);
        for (let b = -1; b < val.books.length; b++)
          for (let k = 1; k < 4; k++) {
            const lo = tierFor(val, b, k);
            const hi = tierFor(val, b, k + 1);
            const related =
              marketTiers.has(lo.placeSource) &&
              marketTiers.has(hi.placeSource) &&
              lo.placeSourceBookmaker === hi.placeSourceBookmaker &&
              (lo.placeSourceK === hi.placeSourceK ||
                lo.placeSourceK === k + 1 ||
                hi.placeSourceK === k);
            const bothHeuristic =
              lo.placeSource === 'heuristic' && hi.placeSource === 'heuristic';
            if (!related && !bothHeuristic) continue;
            for (let r = 0; r < val.n; r++)
              expect(hi.p[r]).toBeGreaterThanOrEqual(lo.p[r] - 1e-9);
          }
      }),
      RUNS,
    );
  });

  it("should keep the set of books when a one-tick move changes a book's devig method (any market)", () => {
    fc.assert(
      fc.property(raceArbitrary, fc.nat(), (race, pick) => {
        const before = valued(race);
        if (before === null) return;
        const quotes = race.runners.flatMap((runner, r) =>
          runner.prices.map((_, i) => ({ r, i })),
        );
        const { r, i } = quotes[pick % quotes.length];
        const moved: SnapshotRace = structuredClone(race);
        const quote = moved.runners[r].prices[i];
        quote.win = tickAbove(quote.win);
        if (quote.boostedFrom != null)
          quote.boostedFrom = tickAbove(quote.boostedFrom);
        const after = valued(moved);
        expect(after?.fairBooks).toEqual(before.fairBooks);
      }),
      RUNS,
    );
  });

  it("should move no fair win probability by more than twice the moved quote's implied chance, for a one-tick move that keeps every devig method (realistic books)", () => {
    fc.assert(
      fc.property(realisticRaceArbitrary, fc.nat(), (race, pick) => {
        const before = valued(race);
        if (before === null || before.fairBooks.length === 0) return;
        const quotes = race.runners.flatMap((runner, r) =>
          runner.prices.map((q, i) => ({ r, i, q })),
        );
        const { r, i, q } = quotes[pick % quotes.length];
        const moved: SnapshotRace = structuredClone(race);
        const quote = moved.runners[r].prices[i];
        if (quote.boostedFrom != null)
          quote.boostedFrom = tickAbove(quote.boostedFrom);
        quote.win = tickAbove(q.win);
        const after = valued(moved);
        if (after === null)
          throw new Error('a price move cannot take the fair price away');
        // The set of books never depends on which books are MPTO-valid.
        expect(after.fairBooks).toEqual(before.fairBooks);
        if (after.fairBookMethods.join() !== before.fairBookMethods.join())
          return;
        const impliedMove = 1 / q.win - 1 / quote.win;
        for (let x = 0; x < before.n; x++)
          expect(Math.abs(after.pWin[x] - before.pWin[x])).toBeLessThanOrEqual(
            // The slack is rounding plus the 1e-12 floor (MIN_PROBABILITY) a devig clamps to.
            2 * impliedMove + 1e-9,
          );
      }),
      RUNS,
    );
  });
});
