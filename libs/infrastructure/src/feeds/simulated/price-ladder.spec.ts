import { tickFloor, tickShift, toBookOdds } from './price-ladder';

describe('Unit', () => {
  describe('toBookOdds', () => {
    it.each([
      [1.004, 501, 1.01],
      [1.876, 501, 1.87],
      [2.3, 501, 2.3],
      [2.349, 501, 2.3],
      [4.66, 501, 4.6],
      [7.9, 501, 7.75],
      [13.2, 501, 13],
      [37.9, 501, 37],
      [123, 501, 120],
      [900, 201, 201],
    ])(
      'should round %p (cap %p) down to the book ladder as %p',
      (odds, cap, expected) => {
        expect(toBookOdds(odds, cap)).toBe(expected);
      },
    );
  });

  describe('tickFloor and tickShift', () => {
    it.each([
      [1.999, 1.99],
      [2.07, 2.06],
      [3.33, 3.3],
      [5.55, 5.5],
      [9.9, 9.8],
      [27.5, 27],
      [1200, 1000],
    ])('should floor %p to the Betfair tick %p', (odds, expected) => {
      expect(tickFloor(odds)).toBe(expected);
    });

    it('should step across ladder bands in both directions', () => {
      expect(tickShift(1.99, 2)).toBe(2.02);
      expect(tickShift(2.02, -2)).toBe(1.99);
      expect(tickShift(9.8, 2)).toBe(10.5);
      expect(tickShift(1.01, -3)).toBe(1.01);
    });
  });
});
