import * as fc from 'fast-check';
import type { SnapshotRace } from '@overlay/domain';
import { winBooks } from './__fixtures__/market-realism';
import { SimulatedMarket } from './simulated-market';

// docs/architecture.md §3: no corporate win book is ever under 108 % (on its pre-boost prices, the
// ones every devig uses), and a book's own boost adds a few per cent to a quarter of its price.

const MINUTE = 60_000;
const FLOOR = 1.08;

const bookOf = (race: SnapshotRace, bookmaker: string): number =>
  race.runners
    .filter((runner) => !runner.scratched)
    .reduce((sum, runner) => {
      const quote = runner.prices.find((q) => q.bookmaker === bookmaker);
      return sum + (quote ? 1 / (quote.boostedFrom ?? quote.win) : Number.NaN);
    }, 0);

describe('Unit', () => {
  describe('SimulatedMarket book floor and boosts', () => {
    it('should reframe a lagging book when runners are scratched after it stopped (FEED_SEED=4, Flemington R1)', () => {
      // Boombet lagged from before two scratchings: its book was 74.65 % with the scratched
      // runners' quotes dropped and the rest left at their old prices.
      const snapshot = new SimulatedMarket(4, {
        beforeMs: 0,
        afterMs: 4 * 60 * MINUTE,
      }).snapshotAt(new Date('2026-11-20T22:07:00Z'));
      const race = snapshot.races.find(
        (r) => r.venue === 'Flemington' && r.number === 1,
      )!;
      expect(race.runners.filter((runner) => runner.scratched)).toHaveLength(2);
      // Boombet is the lagging book: its quotes date from before the look.
      const quote = race.runners
        .find((r) => !r.scratched)!
        .prices.find((q) => q.bookmaker === 'Boombet')!;
      expect(quote.lastUpdated).toBe('2026-11-20T22:03:37.709Z');
      const boombet = bookOf(race, 'Boombet');
      expect(boombet).toBeGreaterThanOrEqual(FLOOR);
      expect(boombet).toBeLessThan(1.35);
    });

    it('should keep every complete book at or over the floor and every boost within 25 % of the price, on any seed at any time', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 2 * 24 * 60 }),
          (seed, minutes) => {
            const now = new Date(
              Date.parse('2026-11-20T13:00:00Z') + minutes * MINUTE,
            );
            const snapshot = new SimulatedMarket(seed, {
              beforeMs: 0,
              afterMs: 30 * MINUTE,
            }).snapshotAt(now);
            for (const list of winBooks(snapshot.races).values())
              for (const book of list)
                expect(book).toBeGreaterThanOrEqual(FLOOR);
            for (const race of snapshot.races)
              for (const runner of race.runners)
                for (const quote of runner.prices) {
                  const before = quote.boostedFrom;
                  if (before == null) continue;
                  expect(quote.win).toBeGreaterThan(before);
                  expect(quote.win).toBeLessThanOrEqual(before * 1.25 + 1e-9);
                }
          },
        ),
        { numRuns: 25 },
      );
    });
  });
});
