import fc from 'fast-check';
import { roundedTo, shownDecimals } from './shown-decimals';

describe('Unit', () => {
  describe('shownDecimals', () => {
    it.each([
      [0.35 * 0.75 * 100, 1, '26.3'], // 26.249999… as a double, 26.25 exactly
      [26.25, 1, '26.3'],
      [26.2499, 1, '26.2'],
      [-26.25, 1, '-26.3'],
      [-0.04, 1, '0.0'],
      [1.005, 2, '1.01'],
      [4, 1, '4.0'],
    ])('should show %s to %s decimals as %s', (value, decimals, shown) => {
      expect(shownDecimals(value, decimals)).toBe(shown);
    });

    it('should show a figure and its six-decimal reply value alike', () => {
      fc.assert(
        fc.property(fc.double({ min: -1e4, max: 1e4, noNaN: true }), (value) => {
          const onTheWire = roundedTo(value, 6); // as the opportunities reply writes it
          expect(shownDecimals(onTheWire)).toBe(shownDecimals(value));
        }),
      );
    });
  });
});
