import type { NewPromo, Promo } from '@overlay/domain';

/** A global all-races promo as stored before it has an id; tests override what they check. */
export function newPromo(fields: Partial<NewPromo> & Pick<NewPromo, 'bookmaker' | 'promoType'>): NewPromo {
  return {
    scope: 'all',
    codes: [],
    raceExtIds: [],
    valueMultiplier: 0.75,
    conditions: { minRunners: 0 },
    label: 'All races',
    visibility: 'global',
    createdBy: null,
    kPlaces: null,
    refundPercent: null,
    maxRefundCash: null,
    venues: [],
    ...fields,
  };
}

/** A stored promo: Sportsbet BonusBack_2nd3rd, global, all races, unless overridden. */
export function storedPromo(fields: Partial<Promo> = {}): Promo {
  return {
    id: 'p1',
    createdAt: '2026-11-21T00:00:00.000Z',
    ...newPromo({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd3rd' }),
    ...fields,
  };
}
