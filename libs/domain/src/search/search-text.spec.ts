import {
  normaliseSearchText,
  venueAliasKeys,
  venueSearchKey,
} from './search-text';

describe('search text', () => {
  it.each([
    ['Moonee Valley', 'moonee valley'],
    ['  Flémington  ', 'flemington'],
    ["St. Arnaud's", 'st arnauds'],
    ['Ballarat (Synthetic)', 'ballarat synthetic'],
    ['ÁLBION–PARK', 'albionpark'],
  ])('should normalise %p to %p', (text, expected) => {
    expect(normaliseSearchText(text)).toBe(expected);
  });

  it('should key a venue without spaces and know its aliases', () => {
    expect(venueSearchKey('Moonee Valley')).toBe('mooneevalley');
    expect(venueAliasKeys('Moonee Valley')).toEqual(['thevalley', 'mv']);
    expect(venueAliasKeys('Nowhere Downs')).toEqual([]);
  });
});
