import fc from 'fast-check';
import type { SnapshotRace, SnapshotRunner } from '@overlay/domain';

// Random single races for the docs/architecture.md §4 invariants: tiny fields (1-3 runners) to full ones (16),
// extreme longshots ($500-1000), one-book races, stale quotes (a book lagging the others), books whose MPTO leaves (0, 1) (a short favourite
// beside longshots in a heavy book), boosted quotes and partial place markets. Testing only.

/** Betfair price ladder: the tick size at a price. */
export function tickAbove(price: number): number {
  const step =
    price < 2
      ? 0.01
      : price < 3
        ? 0.02
        : price < 4
          ? 0.05
          : price < 6
            ? 0.1
            : price < 10
              ? 0.2
              : price < 20
                ? 0.5
                : price < 30
                  ? 1
                  : price < 50
                    ? 2
                    : price < 100
                      ? 5
                      : 10;
  return Math.round((price + step) * 100) / 100;
}

const price = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: 1.2, max: 30, noNaN: true }) },
  { weight: 2, arbitrary: fc.double({ min: 30, max: 1000, noNaN: true }) },
  { weight: 1, arbitrary: fc.double({ min: 1.01, max: 1.2, noNaN: true }) },
);

interface BookSpec {
  /** Each runner's price, or null when the book leaves it out. */
  win: (number | null)[];
  /** A boosted quote: [runner, boosted price]. */
  boost: [number, number] | null;
  placeK: number;
  place: (number | null)[];
  lag: number | null;
}

const book = (n: number): fc.Arbitrary<BookSpec> =>
  fc.record({
    win: fc.array(fc.option(price, { nil: null, freq: 12 }), {
      minLength: n,
      maxLength: n,
    }),
    boost: fc.option(
      fc.tuple(
        fc.integer({ min: 0, max: n - 1 }),
        fc.double({ min: 1.05, max: 1.5, noNaN: true }),
      ),
      { nil: null, freq: 3 },
    ),
    placeK: fc.integer({ min: 0, max: 4 }),
    /** Seconds the book's quotes lag the snapshot (over 120: stale), or no quote times at all. */
    lag: fc.option(fc.constantFrom(0, 30, 119, 121, 600), {
      nil: null,
      freq: 2,
    }),
    place: fc.array(
      fc.option(fc.double({ min: 1.01, max: 60, noNaN: true }), {
        nil: null,
        freq: 10,
      }),
      { minLength: n, maxLength: n },
    ),
  });

/** A race of n runners priced by 1-6 books, no exchange (so the bookmakers set the fair price). */
export const raceArbitrary: fc.Arbitrary<SnapshotRace> = fc
  .integer({ min: 1, max: 16 })
  .chain((n) =>
    fc.tuple(fc.constant(n), fc.array(book(n), { minLength: 1, maxLength: 6 })),
  )
  .map(([n, books]) => {
    const runners: SnapshotRunner[] = Array.from({ length: n }, (_, r) => ({
      extId: `x-${r + 1}`,
      number: r + 1,
      name: `Runner ${r + 1}`,
      scratched: false,
      prices: [],
    }));
    books.forEach((spec, b) => {
      for (let r = 0; r < n; r++) {
        const w = spec.win[r];
        if (w === null) continue;
        const boosted = spec.boost !== null && spec.boost[0] === r;
        const k = spec.placeK > 0 && spec.placeK < n ? spec.placeK : null;
        const place = spec.place[r];
        runners[r].prices.push({
          bookmaker: `Book${b}`,
          win: boosted
            ? Math.round(w * (spec.boost as [number, number])[1] * 100) / 100 +
              0.01
            : w,
          boostedFrom: boosted ? w : null,
          place: k !== null && place !== null ? place : null,
          placeK: k,
          lastUpdated:
            spec.lag === null
              ? null
              : new Date(
                  Date.UTC(2026, 10, 21, 10) - spec.lag * 1000,
                ).toISOString(),
        });
      }
    });
    return {
      extRaceId: 'prop-r1',
      venue: 'Flemington',
      country: 'AU',
      code: 'TB',
      number: 1,
      name: 'Property Plate',
      startTime: '2026-11-21T12:00:00.000Z',
      state: 'open',
      runners,
    } satisfies SnapshotRace;
  });

/**
 * A race priced as real books price one: true chances (longshots to 1 in 2,000), each book at an
 * overround of 100-140 % with its own noise, prices kept within $1.10-1001. Heavy books on a field
 * with longshots make MPTO leave (0, 1), so both devig methods occur. Favourites start at $1.10: a
 * power-devigged book multiplies its favourite's move by up to its exponent, and a $1.01 favourite
 * beside $2.27 (a 43 % book no one offers) moved the fair chance 2.6 times its implied move, past
 * the continuity bound of docs/architecture.md §4; from $1.10 the largest found is 1.3 times.
 */
export const realisticRaceArbitrary: fc.Arbitrary<SnapshotRace> = fc
  .integer({ min: 2, max: 16 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.double({ min: 5e-4, max: 1, noNaN: true }), {
        minLength: n,
        maxLength: n,
      }),
      fc.array(
        fc.tuple(
          fc.double({ min: 1, max: 1.4, noNaN: true }),
          fc.array(fc.double({ min: 0.9, max: 1.1, noNaN: true }), {
            minLength: n,
            maxLength: n,
          }),
        ),
        { minLength: 1, maxLength: 5 },
      ),
    ),
  )
  .map(([strength, books]) => {
    const total = strength.reduce((a, b) => a + b, 0);
    const runners: SnapshotRunner[] = strength.map((s, r) => ({
      extId: `x-${r + 1}`,
      number: r + 1,
      name: `Runner ${r + 1}`,
      scratched: false,
      prices: books.map(([overround, noise], b) => ({
        bookmaker: `Book${b}`,
        win: Math.min(1001, Math.max(1.1, total / (s * overround * noise[r]))),
      })),
    }));
    return {
      extRaceId: 'prop-r2',
      venue: 'Flemington',
      country: 'AU',
      code: 'TB',
      number: 2,
      name: 'Realistic Plate',
      startTime: '2026-11-21T12:00:00.000Z',
      state: 'open',
      runners,
    } satisfies SnapshotRace;
  });
