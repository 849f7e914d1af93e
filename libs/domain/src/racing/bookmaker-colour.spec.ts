import fc from 'fast-check';
import { BOOKMAKERS } from './bookmakers';
import { bookmakerColour, BRANDED_BOOKMAKERS } from './bookmaker-colour';

describe('Unit', () => {
  describe('bookmakerColour', () => {
    it.each([
      ['TAB', '#00843d'],
      ['Sportsbet', '#0b57a4'],
      ['Bet365', '#027b5b'],
      ['bet365', '#027b5b'],
      [' UNIBET ', '#147b45'],
      ['Betfair', '#ffb80c'],
    ])('should give %j its brand colour %s', (name, colour) => {
      expect(bookmakerColour(name)).toBe(colour);
    });

    it('should know a brand colour for each of the 17 of docs/product.md §9', () => {
      for (const name of BOOKMAKERS) expect(BRANDED_BOOKMAKERS).toContain(name);
    });

    // Hand-checked: FNV-1a("bluebet") = 0x9ed9f8f4 = 2665085172, mod 360 = 132° (a green); at 60 %
    // saturation and 40 % lightness: chroma 0.48, so R = 0.16, G = 0.64, B = 0.256 → #29a341.
    it('should derive a colour from the name for a book without a brand colour', () => {
      expect(bookmakerColour('Bluebet')).toBe('#29a341');
      expect(bookmakerColour('BLUEBET')).toBe(bookmakerColour('bluebet'));
      expect(bookmakerColour('Topsport')).not.toBe(bookmakerColour('Bluebet'));
    });

    it('should give every name a stable #rrggbb colour', () => {
      fc.assert(
        fc.property(fc.string(), (name) => {
          const colour = bookmakerColour(name);
          expect(colour).toMatch(/^#[0-9a-f]{6}$/);
          expect(bookmakerColour(name)).toBe(colour);
        }),
      );
    });
  });
});
