import fc from 'fast-check';
import { nameSkeletons } from './name-skeletons';

/** Two names look alike when any of their keys meet (the unique index's rule). */
function looksAlike(a: string, b: string): boolean {
  const keys = new Set(nameSkeletons(a));
  return nameSkeletons(b).some((key) => keys.has(key));
}

describe('nameSkeletons', () => {
  it.each([
    ['TAB', 'ТАВ'], // Cyrillic Te, A, Ve
    ['TAB', 'tab'],
    ['TAB', 'ＴＡＢ'], // full-width
    ['Neds', 'Nеds'], // Cyrillic e
    ['Sportsbet', 'Sp0rtsbet'],
    ['Ladbrokes', 'Ladbrοkes'], // Greek omicron
    ['Palmerbet', 'Palrnerbet'],
    ['bet365', 'bеt365'],
    ['Café', 'Cafe\u0301'],
    ['MA', 'ma'],
  ])('%j and %j share a key', (a, b) => {
    expect(looksAlike(a, b)).toBe(true);
  });

  it.each([
    ['TAB', 'TABtouch'],
    ['BetRight', 'Bet Right'],
    ['Neds', 'Needs'],
    ['Unibet', 'Unibet NZ'],
    ['Sportsbet', 'Sportsbot'],
  ])('%j and %j share none', (a, b) => {
    expect(looksAlike(a, b)).toBe(false);
  });

  it('should give a name and any case of it a key in common', () => {
    fc.assert(fc.property(fc.string({ maxLength: 12 }), (name) => looksAlike(name.toUpperCase(), name.toLowerCase())));
  });

  it('should give at most three keys, each once', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (name) => {
        const keys = nameSkeletons(name);
        return keys.length >= 1 && keys.length <= 3 && new Set(keys).size === keys.length;
      }),
    );
  });
});
