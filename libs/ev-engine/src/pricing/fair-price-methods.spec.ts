import fc from 'fast-check';
import { SINGLE_FAIR_PRICE_METHODS } from '@overlay/domain';
import { computeFairWin } from './fair-price';

const twoBooks = {
  books: [
    { bookmaker: 'A', odds: [2, 3, 5] },
    { bookmaker: 'B', odds: [1.8, 3.5, 6] },
  ],
};

describe('computeFairWin by fair-price method (docs/ev-model.md §9)', () => {
  it.each([
    // Multiplicative: A π = (0.5, 0.33333, 0.2)/1.03333 = (0.483871, 0.322581, 0.193548);
    // B π = (0.555556, 0.285714, 0.166667)/1.007937 = (0.551181, 0.283465, 0.165354);
    // median of two = mean = (0.517526, 0.303023, 0.179451), Σ = 1.
    {
      method: 'multiplicative' as const,
      name: 'Bookie Multiplicative',
      devig: 'Multiplicative',
      p: [0.517526, 0.303023, 0.179451],
    },
    // Power: A c = 1.032812 → (0.488756, 0.321531, 0.189712); B c = 1.008112 →
    // (0.552913, 0.282825, 0.164262); mean (0.520835, 0.302178, 0.176987).
    {
      method: 'power' as const,
      name: 'Bookie Power',
      devig: 'Power',
      p: [0.520835, 0.302178, 0.176987],
    },
    // Shin: A z = 0.016714 → (0.487606, 0.322298, 0.190096) (see shin.spec.ts); B z = 0.003973 →
    // (0.552476, 0.283167, 0.164358); mean (0.520041, 0.302733, 0.177227).
    {
      method: 'shin' as const,
      name: 'Bookie Shin',
      devig: 'Shin',
      p: [0.520041, 0.302733, 0.177227],
    },
    // Default MPTO: A M/n = 0.011111 → (0.488889, 0.322222, 0.188889); B M/n = 0.002646 →
    // (0.552910, 0.283069, 0.164021); mean (0.520899, 0.302646, 0.176455).
    {
      method: 'default' as const,
      name: 'Bookie MPTO',
      devig: 'MPTO',
      p: [0.520899, 0.302646, 0.176455],
    },
  ])(
    'should devig every complete book with $method and take the median',
    ({ method, name, devig, p }) => {
      const result = computeFairWin(twoBooks, 3, method);
      expect(result.method).toBe(name);
      expect(result.books).toEqual(['A', 'B']);
      expect(result.bookMethods).toEqual([devig, devig]);
      result.probabilities.forEach((q, i) => expect(q).toBeCloseTo(p[i], 6));
    },
  );

  it('should use the exchange mid for every method when it prices every runner', () => {
    const input = {
      ...twoBooks,
      exchange: { back: [2, 3, 5.5], lay: [2.04, 3.1, 5.8] },
    };
    const base = computeFairWin(input, 3).probabilities;
    for (const method of SINGLE_FAIR_PRICE_METHODS) {
      const result = computeFairWin(input, 3, method);
      expect(result.method).toBe('BF Mid');
      expect(result.probabilities).toEqual(base);
    }
  });

  it('should keep every method in (0, 1) summing to 1 over every complete book, including one-book races and tiny fields (property)', () => {
    const price = fc.oneof(
      fc.double({ min: 1.01, max: 1.2, noNaN: true }),
      fc.double({ min: 1.2, max: 30, noNaN: true }),
      fc.double({ min: 30, max: 1000, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(
              fc.array(fc.option(price, { nil: null, freq: 8 }), {
                minLength: n,
                maxLength: n,
              }),
              { minLength: 1, maxLength: 5 },
            ),
          ),
        ),
        fc.constantFrom(...SINGLE_FAIR_PRICE_METHODS),
        ([n, books], method) => {
          const complete = books.filter((b) => b.every((o) => o !== null));
          fc.pre(complete.length > 0);
          const result = computeFairWin(
            { books: books.map((odds, i) => ({ bookmaker: `B${i}`, odds })) },
            n,
            method,
          );
          const p = result.probabilities;
          expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
          if (n === 1) expect(p[0]).toBe(1);
          else p.forEach((q) => expect(q > 0 && q < 1).toBe(true));
          // The set of books is the set of complete books, whatever the method.
          expect(result.books).toEqual(
            books.flatMap((b, i) =>
              b.every((o) => o !== null) ? [`B${i}`] : [],
            ),
          );
        },
      ),
    );
  });
});
