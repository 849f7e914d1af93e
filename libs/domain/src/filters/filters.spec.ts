import { BOOKMAKERS } from '../racing/bookmakers';
import { snapToBound } from '../common/numeric-bound';
import {
  defaultFilterState,
  FILTER_BOUNDS,
  filtersDifferFromDefaults,
  formatTimeWindow,
  formatTimeWindowShort,
  hasActiveFilters,
  setIncludePromos,
  setPromoOnly,
} from './filters';

const KNOWN = BOOKMAKERS;

describe('filters', () => {
  it('should reset to the spec defaults with every bookmaker and code', () => {
    expect(defaultFilterState(KNOWN)).toEqual({
      minTotalEV: -40,
      maxOdds: 51,
      minBonusPct: 0,
      requireTwoBookies: false,
      promoOnly: false,
      bookmakers: [...KNOWN],
      raceCodes: ['TB', 'GR', 'HR'],
      includePromos: true,
      withinMinutes: 720,
      maxResults: 1000,
      minRating: 0,
      layOnly: false,
    });
  });

  it('should have the bounds of docs/product.md §5', () => {
    expect(FILTER_BOUNDS).toEqual({
      withinMinutes: { min: 60, max: 1440, step: 60 },
      minTotalEV: { min: -40, max: 100, step: 1 },
      maxOdds: { min: 1.5, max: 51, step: 0.5 },
      minBonusPct: { min: 0, max: 150, step: 5 },
      maxResults: { min: 50, max: 5000, step: 50 },
      minRating: { min: 0, max: 110, step: 1 },
    });
  });

  describe('filtersDifferFromDefaults / hasActiveFilters', () => {
    const d = defaultFilterState(KNOWN);
    it.each([
      ['the defaults', {}, false, true],
      ['bonus 70 (the interface hint)', { minBonusPct: 70 }, true, false],
      ['another min EV', { minTotalEV: 0 }, true, true],
      ['fewer bookmakers', { bookmakers: ['TAB'] }, true, true],
      [
        'the same bookmakers in another order and case',
        { bookmakers: [...KNOWN].reverse().map((b) => b.toUpperCase()) },
        false,
        true,
      ],
      ['one code', { raceCodes: ['TB' as const] }, true, true],
      ['promo-only', { promoOnly: true }, true, true],
    ])('should judge %s', (_label, change, differs, active) => {
      expect(filtersDifferFromDefaults({ ...d, ...change }, KNOWN)).toBe(
        differs,
      );
      expect(hasActiveFilters({ ...d, ...change }, KNOWN)).toBe(active);
    });
  });

  it('should turn promo-only off with promotions, and promotions on with promo-only', () => {
    const d = defaultFilterState(KNOWN);
    expect(setIncludePromos({ ...d, promoOnly: true }, false)).toMatchObject({
      includePromos: false,
      promoOnly: false,
    });
    expect(setPromoOnly({ ...d, includePromos: false }, true)).toMatchObject({
      includePromos: true,
      promoOnly: true,
    });
    expect(setPromoOnly({ ...d, promoOnly: true }, false)).toMatchObject({
      includePromos: true,
      promoOnly: false,
    });
  });

  it.each([
    [1440, '1 day'],
    [2880, '2 days'],
    [720, '12 hours'],
    [60, '1 hour'],
    [90, '90 minutes'],
  ])('should show a %p-minute window as %p', (minutes, text) => {
    expect(formatTimeWindow(minutes)).toBe(text);
  });

  it.each([
    [720, '12h'],
    [60, '1h'],
    // An address may ask for less than an hour, or between the slider's steps.
    [10, '10m'],
    [90, '90m'],
  ])("should read a %p-minute window as %p in the filter panel", (minutes, text) => {
    expect(formatTimeWindowShort(minutes)).toBe(text);
  });

  it.each([
    [7.3, FILTER_BOUNDS.maxOdds, 7.5],
    [100, FILTER_BOUNDS.maxOdds, 51],
    [-100, FILTER_BOUNDS.minTotalEV, -40],
    [130, FILTER_BOUNDS.withinMinutes, 120],
    [Number.NaN, FILTER_BOUNDS.maxResults, 50],
  ])('should snap %p into its bound', (value, bound, expected) => {
    expect(snapToBound(value, bound)).toBe(expected);
  });
});
