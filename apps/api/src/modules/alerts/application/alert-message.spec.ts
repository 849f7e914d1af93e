import { alertLines } from '@overlay/domain';
import type { AlertCandidate, Opportunity } from '@overlay/domain';
import { alertMessage } from './alert-message';

// An alert says which retention its EV counted a bonus bet at (docs/ev-model.md §10): alert rows
// are valued in the global context, so a bonus back or token counts at the promo's multiplier.
const candidate = (row: Partial<Opportunity>): AlertCandidate =>
  ({
    rule: { userId: 'u1' },
    key: 'k',
    reason: 'new',
    stake: null,
    row: {
      extRaceId: 'r1',
      venue: 'Randwick',
      raceNumber: 3,
      startTime: '2026-12-06T05:00:00.000Z',
      startTimeLocal: '2026-12-06T16:00:00+11:00',
      runnerName: 'Night Echo',
      runnerNumber: 2,
      bookmaker: 'Sportsbet',
      price: 3.8,
      fairPrice: 4,
      totalEV: 13,
      promoType: null,
      isBoosted: false,
      ...row,
    },
  }) as unknown as AlertCandidate;

const NOW = Date.parse('2026-12-06T04:50:00.000Z');

describe('alertMessage retention', () => {
  it("should name the promo's value multiplier for a bonus back or token, in the message and its text", () => {
    for (const promoType of ['BonusBack_2nd', 'Token_2nd3rd'] as const) {
      const message = alertMessage(candidate({ promoType }), '', undefined, 'https://overlay.example');
      expect(message.retentionOrigin).toBe('promo');
      expect(alertLines(message, NOW)).toContain("Retention: the promo's value multiplier");
    }
  });

  it('should name none for cash back, a boost or no promo', () => {
    for (const row of [{ promoType: 'CashBack_2nd' as const }, { promoType: 'BetBoost' as const }, { isBoosted: true }, {}]) {
      const message = alertMessage(candidate(row), '', undefined, 'https://overlay.example');
      expect(message.retentionOrigin).toBeNull();
      expect(alertLines(message, NOW).join('\n')).not.toContain('Retention');
    }
  });
});
