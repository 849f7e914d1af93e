import fc from 'fast-check';
import { computeFairWin } from './fair-price';

const close = (
  actual: readonly number[],
  expected: readonly number[],
  digits = 6,
): void => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i], digits));
};

describe('computeFairWin', () => {
  it('should use BF Mid when every runner has back and lay', () => {
    // mid_i = (1/back + 1/lay)/2 = [(0.5 + 0.4545455)/2, (0.3333333 + 0.3125)/2, (0.2 + 0.1666667)/2]
    //       = [0.4772727, 0.3229167, 0.1833333], Σ = 0.9835227 → normalised [0.4852686, 0.3283266, 0.1864048].
    const result = computeFairWin(
      {
        exchange: { back: [2, 3, 5], lay: [2.2, 3.2, 6] },
        books: [{ bookmaker: 'TAB', odds: [1.8, 2.5, 5] }],
      },
      3,
    );
    expect(result.method).toBe('BF Mid');
    close(result.probabilities, [0.4852686, 0.3283266, 0.1864048]);
    close(result.fairPrices, [1 / 0.4852686, 1 / 0.3283266, 1 / 0.1864048], 4);
    expect(result.books).toEqual([]);
  });

  it('should keep every complete book in the median, power-devigging a book whose MPTO leaves (0, 1)', () => {
    // Recomputed by hand for docs/architecture.md §4.1 (revised): C no longer leaves the median.
    // A [1.8, 2.5, 5]: 1/O Σ = 1.1555556, M/3 = 0.0518519 → [0.5037037, 0.3481481, 0.1481481]
    // B [1.9, 2.4, 4.5]: Σ = 1.1652047, M/3 = 0.0550682 → [0.4712476, 0.3615984, 0.1671540]
    // C [1.5, 2.5, 100]: MPTO p3 = 0.01 − 0.0255556 < 0 → power: c = 1.1185477 solves
    //   0.6666667^c + 0.4^c + 0.01^c = 1 → [0.6353800, 0.3588270, 0.0057930].
    // Median of three: [0.5037037 (A), 0.3588270 (C), 0.1481481 (A)], Σ = 1.0106789
    //   → normalised [0.4983816, 0.3550356, 0.1465828]. 'Partial' misses a runner: not complete.
    const result = computeFairWin(
      {
        exchange: { back: [2, 3, null], lay: [2.2, 3.2, null] },
        books: [
          { bookmaker: 'A', odds: [1.8, 2.5, 5] },
          { bookmaker: 'B', odds: [1.9, 2.4, 4.5] },
          { bookmaker: 'C', odds: [1.5, 2.5, 100] },
          { bookmaker: 'Partial', odds: [1.5, null, 3] },
        ],
      },
      3,
    );
    expect(result.method).toBe('Bookie MPTO');
    expect(result.books).toEqual(['A', 'B', 'C']);
    expect(result.bookMethods).toEqual(['MPTO', 'MPTO', 'Power']);
    close(result.probabilities, [0.4983816, 0.3550356, 0.1465828]);
  });

  it('should take the middle book of three', () => {
    // A, B as above and D [1.7, 2.6, 5.5] → [0.5366790, 0.3330591, 0.1302619]; A is the median of every runner.
    const result = computeFairWin(
      {
        books: [
          { bookmaker: 'A', odds: [1.8, 2.5, 5] },
          { bookmaker: 'B', odds: [1.9, 2.4, 4.5] },
          { bookmaker: 'D', odds: [1.7, 2.6, 5.5] },
        ],
      },
      3,
    );
    close(result.probabilities, [0.5037037, 0.3481481, 0.1481481]);
  });

  it('should power-devig a lone book whose MPTO is invalid, still as one book of the Bookie MPTO median', () => {
    // c = 1.1185477 as above: [0.6353800, 0.3588270, 0.0057930], already summing to 1.
    const result = computeFairWin(
      { books: [{ bookmaker: 'C', odds: [1.5, 2.5, 100] }] },
      3,
    );
    expect(result.method).toBe('Bookie MPTO');
    expect(result.bookMethods).toEqual(['Power']);
    close(result.probabilities, [0.63538, 0.358827, 0.005793]);
    expect(result.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(result.probabilities.every((p) => p > 0 && p < 1)).toBe(true);
  });

  it('should throw NO_FAIR_PRICE when neither the exchange nor any book prices every runner', () => {
    expect(() =>
      computeFairWin({ books: [{ bookmaker: 'A', odds: [2, null, 3] }] }, 3),
    ).toThrow(expect.objectContaining({ code: 'NO_FAIR_PRICE' }));
  });

  it.each([[1], [0.5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'should throw INVALID_ODDS for a price of %p',
    (bad) => {
      expect(() =>
        computeFairWin({ books: [{ bookmaker: 'A', odds: [2, bad, 3] }] }, 3),
      ).toThrow(expect.objectContaining({ code: 'INVALID_ODDS' }));
    },
  );

  it('should throw NO_ACTIVE_RUNNERS for an empty race', () => {
    expect(() => computeFairWin({ books: [] }, 0)).toThrow(
      expect.objectContaining({ code: 'NO_ACTIVE_RUNNERS' }),
    );
  });

  it('should make win probabilities sum to 1 (property)', () => {
    const book = (n: number): fc.Arbitrary<number[]> =>
      fc.array(fc.double({ min: 1.01, max: 150, noNaN: true }), {
        minLength: n,
        maxLength: n,
      });
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 16 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(book(n), { minLength: 1, maxLength: 6 }),
            ),
          ),
        ([n, books]) => {
          const result = computeFairWin(
            { books: books.map((odds, i) => ({ bookmaker: `B${i}`, odds })) },
            n,
          );
          expect(result.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(
            1,
            9,
          );
          expect(
            result.fairPrices.every((x) => Number.isFinite(x) && x > 1),
          ).toBe(true);
        },
      ),
    );
  });
});
