import type { Boost, Promo } from '@overlay/domain';
import { createEngineContext } from '@overlay/ev-engine';
import { handRace } from '../../../../test/support/hand-race';
import { storedPromo } from '../../../../test/support/promos';
import { bettingValue } from './bet-placement-value';
import type { BetChoice } from './bet-placement-value';

// The hand race (test/support/hand-race.ts): runner 2 has p_win 0.25 (fair $4.00) and, at
// Sportsbet, p_top2 0.50, so a 2nd-place refund is worth (0.50 − 0.25) × retention.
const promos: Promo[] = [
  storedPromo({ id: 'bb2', promoType: 'BonusBack_2nd', valueMultiplier: 0.75 }),
  storedPromo({ id: 'cb2', promoType: 'CashBack_2nd', refundPercent: 100, maxRefundCash: 50 }),
  storedPromo({ id: 'boost10', promoType: 'BetBoost', valueMultiplier: 0.1 }),
];
const boost: Boost = {
  id: 'fw1',
  bookmaker: 'Sportsbet',
  boostType: 'FIXED_WIN',
  raceExtId: 'hand-r1',
  runnerExtId: 'hand-r1-2',
  boostedOdds: 5,
  isActive: true,
  notes: null,
  kPlaces: null,
  createdBy: null,
};
const race = handRace('hand-r1', 120, Date.now());
const context = createEngineContext({ promos, boosts: [boost] });
// Without the staff boost: a staff win boost makes every bet on its (book, runner) boosted, so the
// promo cases value runner 2 at Sportsbet's own price (docs/ev-model.md §3).
const unboosted = createEngineContext({ promos });
const choice = (fields: Partial<BetChoice>): BetChoice => ({ runnerNumber: 2, bookmaker: 'Sportsbet', price: 4.4, stake: 10, promoId: null, boostId: null, ...fields });

describe('bettingValue', () => {
  it.each<[string, Partial<BetChoice>, number, number | null]>([
    // [case, choice, EV %, retention] — by hand
    ['no promo at $4.40: (4.4 × 0.25 − 1) × 100', {}, 10, null],
    ['BonusBack_2nd at 0.75: + 0.25 × 0.75 × 100', { promoId: 'bb2' }, 28.75, 0.75],
    ['CashBack_2nd 100 % capped at $50 on a $100 stake: retention 0.5 → + 12.5', { promoId: 'cb2', stake: 100 }, 22.5, 0.5],
    ['BetBoost 10 %: + 0.25 × 3.4 × 0.1 × 100', { promoId: 'boost10' }, 18.5, 0.1],
    ['FIXED_WIN boost taken at $5: (5 × 0.25 − 1) × 100', { boostId: 'fw1', price: 5 }, 25, null],
  ])('%s', (_name, fields, ev, retention) => {
    const value = bettingValue(race, fields.boostId ? context : unboosted, choice(fields));
    expect(value.evAtPlacement).toBeCloseTo(ev, 9);
    expect(value.fairPriceAtPlacement).toBeCloseTo(4, 9);
    expect(value.promo?.retention ?? null).toBe(retention);
    expect(value.runnerName).toBe('Runner 2');
  });

  it.each<[string, Partial<BetChoice>, string]>([
    ['a promo of another bookmaker', { bookmaker: 'TAB', promoId: 'bb2' }, 'Promo bb2 does not apply to TAB in race "hand-r1"'],
    ['a refund promo on a boosted price', { boostId: 'fw1', promoId: 'bb2', price: 5 }, 'Promo bb2 does not apply to a boosted price'],
    ['a BetBoost on a boosted price', { boostId: 'fw1', promoId: 'boost10', price: 5 }, 'Promo boost10 does not apply to a boosted price'],
    // One rule with the row: the staff boost makes Sportsbet's runner 2 boosted, named or not.
    ['a refund promo on the staff-boosted runner, the boost not named', { promoId: 'bb2' }, 'Promo bb2 does not apply to a boosted price'],
    ['a boost of another runner', { runnerNumber: 3, boostId: 'fw1' }, 'Boost fw1 is not a win boost of Sportsbet on runner 3 in race "hand-r1"'],
    ['an unknown runner', { runnerNumber: 9 }, 'Unknown runner 9 in race "hand-r1"'],
  ])('should refuse %s', (_name, fields, message) => {
    expect(() => bettingValue(race, context, choice(fields))).toThrow(message);
  });

  it('should name a scratched runner', () => {
    const scratched = handRace('hand-r1', 120, Date.now());
    scratched.runners[4].scratched = true;
    expect(() => bettingValue(scratched, createEngineContext(), choice({ runnerNumber: 5 }))).toThrow('Runner 5 of race "hand-r1" is scratched');
  });

  // docs/ev-model.md §3: Sportsbet quotes $4.40 boosted by the feed from $3.80; the row leaves the
  // refund promo out, so the bet must not take it (it was +27.5 %, 18.75 points of refund value).
  it.each(['bb2', 'cb2', 'boost10'])('should refuse promo %s on a price the feed boosted', (promoId) => {
    const boosted = handRace('hand-r1', 120, Date.now());
    boosted.runners[1].prices[0].boostedFrom = 3.8;
    boosted.runners[1].prices[0].win = 4.4;
    expect(() => bettingValue(boosted, unboosted, choice({ promoId }))).toThrow(
      expect.objectContaining({ code: 'BET_PROMO_NOT_APPLICABLE', message: `Promo ${promoId} does not apply to a boosted price (bookmakers' terms exclude boosted bets, and a boosted price takes no further boost)` }),
    );
    expect(bettingValue(boosted, unboosted, choice({})).evAtPlacement).toBeCloseTo(10, 9);
  });
});
