import { anOpportunityRow } from '../../../testing/an-opportunity-row';
import { lockedEVTip, retentionNote } from '../components/hedge-cells';

// A row's Promo EV and Locked EV tips say which retention its bonus bet counted at
// (docs/ev-model.md §10), as the reply names it.
describe('retention in the dashboard tips', () => {
  const bonus = anOpportunityRow({ bookmaker: 'Sportsbet', promoType: 'BonusBack_2nd' });

  it("should name the promo's multiplier, or the book's measured value when the reply was valued with it", () => {
    expect(retentionNote(bonus, { source: 'promo', measured: {} })).toBe(
      "Retention: the promo's value multiplier",
    );
    expect(
      retentionNote(bonus, { source: 'measured', measured: { Sportsbet: 0.81 } }),
    ).toBe('Retention 0.81: measured from the market');
    // Measured chosen, but this book has none now: the promo's multiplier.
    expect(
      retentionNote(bonus, { source: 'measured', measured: { TAB: 0.8 } }),
    ).toBe("Retention: the promo's value multiplier");
    expect(
      lockedEVTip(bonus, { source: 'measured', measured: { Sportsbet: 0.81 } }),
    ).toBe(
      'Locked result plus the promo on top (Retention 0.81: measured from the market)',
    );
  });

  it('should name none without a bonus bet, and cash back its refund', () => {
    const plain = anOpportunityRow({ promoType: null });
    expect(retentionNote(plain, undefined)).toBeNull();
    expect(lockedEVTip(plain, undefined)).toBe(
      'Locked result plus the promo on top',
    );
    expect(
      retentionNote(anOpportunityRow({ promoType: 'CashBack_2nd' }), undefined),
    ).toBe('Retention: the cash refund');
  });
});
