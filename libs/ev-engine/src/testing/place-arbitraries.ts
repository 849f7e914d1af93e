import fc from 'fast-check';
import { EXCHANGE_SOURCE_NAME } from '@overlay/domain';
import type { PlaceMarket, PlaceModel } from '../place/place-probability';
import {
  createPlaceMarket,
  createPlaceModel,
} from '../place/place-probability';
import { DEFAULT_HARVILLE_EXPONENTS } from '../place/top-k';

// Place-model inputs for property tests: win chances and place markets as a feed could give them.

/** Win chances of n runners: any field, longshots to 1 in 2,000, or one dominant favourite. */
const winChances = fc.integer({ min: 2, max: 24 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.double({ min: 5e-4, max: 1, noNaN: true }), {
        minLength: n,
        maxLength: n,
      }),
      fc.constantFrom('field', 'dominant'),
    )
    .map(([s, shape]) => {
      const strength =
        shape === 'dominant' ? s.map((v, i) => (i === 0 ? 40 * n : v)) : s;
      const total = strength.reduce((a, b) => a + b, 0);
      return strength.map((v) => v / total);
    }),
);

/** A place market (book or exchange) for k places: priced around a guess, some runners left out. */
function placeMarketSpec(n: number): fc.Arbitrary<PlaceMarketSpec> {
  return fc
    .record({
      k: fc.integer({ min: 1, max: 4 }),
      margin: fc.double({ min: 1, max: 1.4, noNaN: true }),
      noise: fc.array(fc.double({ min: 0.5, max: 2, noNaN: true }), {
        minLength: n,
        maxLength: n,
      }),
      gaps: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      partial: fc.boolean(),
    })
    .map(({ k, margin, noise, gaps, partial }) => ({
      k,
      odds: noise.map((x, i) =>
        partial && gaps[i]
          ? null
          : Math.max(1.01, Math.min(500, n / (k * margin * x * (1 + i)))),
      ),
    }));
}

export interface PlaceMarketSpec {
  k: number;
  odds: (number | null)[];
}

function marketOf(
  name: string,
  spec: PlaceMarketSpec,
  n: number,
): PlaceMarket | null {
  // A market for k ≥ n places is no market (every runner places).
  if (spec.k >= n) return null;
  const inv = Float64Array.from(spec.odds, (o) => (o === null ? 0 : 1 / o));
  return createPlaceMarket(name, spec.k, inv, n);
}

/** The place model of a race from its win chances, book place markets (Book0, Book1, …) and exchange market. */
export function placeModelOf(
  pWin: readonly number[],
  books: readonly PlaceMarketSpec[],
  exchange: PlaceMarketSpec | null,
): PlaceModel {
  const n = pWin.length;
  return createPlaceModel(
    n,
    Float64Array.from(pWin),
    books.map((spec, b) => marketOf(`Book${b}`, spec, n)),
    exchange === null ? null : marketOf(EXCHANGE_SOURCE_NAME, exchange, n),
    DEFAULT_HARVILLE_EXPONENTS,
  );
}

/** A race's place inputs: win chances, up to three books' place markets and the exchange's. */
export const placeRace = winChances.chain((pWin) =>
  fc.tuple(
    fc.constant(pWin),
    fc.array(placeMarketSpec(pWin.length), { maxLength: 3 }),
    fc.option(placeMarketSpec(pWin.length), { nil: null }),
  ),
);
