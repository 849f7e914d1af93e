import {
  addRaces,
  effectiveLabel,
  PROMO_FORM_DEFAULTS,
  promoFormError,
  promoSummary,
  racesInRange,
  toCreateBody,
} from '../model/promo-form';

const FLEM1 = { extRaceId: 'f1', track: 'Flemington', number: 1, code: 'TB' as const };
const FLEM2 = { extRaceId: 'f2', track: 'Flemington', number: 2, code: 'TB' as const };

describe('promo form model', () => {
  it('should start from docs/product.md §9 defaults', () => {
    expect(PROMO_FORM_DEFAULTS).toMatchObject({
      minRunners: 8,
      valueMultiplier: 0.75,
      kPlaces: 3,
      refundPercent: 100,
      maxRefundCash: 50,
    });
  });

  it('should default the label to the codes joined with + or All races', () => {
    expect(effectiveLabel({ ...PROMO_FORM_DEFAULTS, scope: 'codes', codes: ['TB', 'GR'] })).toBe('TB+GR races');
    expect(effectiveLabel(PROMO_FORM_DEFAULTS)).toBe('All races');
    expect(effectiveLabel({ ...PROMO_FORM_DEFAULTS, label: '  Melbourne Cup ' })).toBe('Melbourne Cup');
  });

  it('should give docs/product.md §5 messages', () => {
    const base = { ...PROMO_FORM_DEFAULTS, bookmaker: 'Betr' };
    expect(promoFormError(base, [])).toBe('Please select at least one race');
    expect(promoFormError({ ...base, scope: 'codes' }, [])).toBe('Please select at least one race code');
    expect(promoFormError({ ...base, bookmaker: ' ' }, [FLEM1])).toBe('Please select a bookmaker');
    expect(promoFormError(base, [FLEM1])).toBeNull();
  });

  it('should send the multiplier for bonus promos and the refund fields for cash back', () => {
    const bonus = toCreateBody({ ...PROMO_FORM_DEFAULTS, bookmaker: 'Betr' }, [FLEM1, FLEM2]);
    expect(bonus).toMatchObject({
      bookmaker: 'Betr',
      scope: 'races',
      race_ids: ['f1', 'f2'],
      venues: ['Flemington'],
      valueMultiplier: 0.75,
      conditions: { minRunners: 8 },
      label: 'All races',
      visibility: 'global',
    });
    expect(bonus).not.toHaveProperty('refund_percent');
    const cash = toCreateBody(
      { ...PROMO_FORM_DEFAULTS, bookmaker: 'Neds', promoType: 'CashBack_2nd3rd', scope: 'codes', codes: ['GR'] },
      [FLEM1],
    );
    expect(cash).toMatchObject({ k_places: 3, refund_percent: 100, max_refund_cash: 50, race_ids: [], codes: ['GR'], label: 'GR races' });
    expect(cash).not.toHaveProperty('valueMultiplier');
  });

  it('should add races once and pick ranges by race number', () => {
    expect(addRaces([FLEM1], [FLEM1, FLEM2]).map((r) => r.extRaceId)).toEqual(['f1', 'f2']);
    const races = [1, 3, 4, 5, 8, 9, 12, 13].map((number) => ({ number }));
    expect(racesInRange(races, [1, 4]).map((r) => r.number)).toEqual([1, 3, 4]);
    expect(racesInRange(races, [5, 8]).map((r) => r.number)).toEqual([5, 8]);
    expect(racesInRange(races, [9, 12]).map((r) => r.number)).toEqual([9, 12]);
  });

  it('should summarise the promo', () => {
    expect(promoSummary({ ...PROMO_FORM_DEFAULTS, bookmaker: 'Betr' }, [FLEM1, FLEM2])).toBe(
      'Betr · BonusBack_2nd · 2 races selected · All races',
    );
  });
});
