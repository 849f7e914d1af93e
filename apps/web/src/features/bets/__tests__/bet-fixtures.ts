import type { Bet, BetSummary } from '../api/bet-types';

/** A settled winning bet: $10 at 5.00 on a 4.00 fair price (EV +25%), closing fair 4.50. */
export function bet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: 'bet-1',
    placedAt: '2026-11-23T01:00:00Z',
    extRaceId: 'flem-4',
    venue: 'Flemington',
    raceNumber: 4,
    raceCode: 'TB',
    startTime: '2026-11-23T02:00:00Z',
    runnerNumber: 3,
    runnerName: 'Fast Lad',
    bookmaker: 'Betr',
    price: 5,
    stake: 10,
    promoId: null,
    promoType: null,
    promoLabel: null,
    boostId: null,
    boostType: null,
    legs: null,
    retention: null,
    notes: '',
    evAtPlacement: 25,
    fairPriceAtPlacement: 4,
    closingPrice: 4.8,
    closingFairPrice: 4.5,
    clv: 5 / 4.5 - 1,
    result: 'won',
    payout: 50,
    profit: 40,
    expectedProfit: 2.5,
    settledAt: '2026-11-23T02:05:00Z',
    ...overrides,
  };
}

export const SUMMARY: BetSummary = {
  bets: 2,
  settled: 1,
  pending: 1,
  turnover: 10,
  profit: 40,
  roi: 4,
  expectedProfit: 3.5,
  averageEv: 17.5,
  averageClv: 0.111,
  beatCloseShare: 1,
  firstPlacedAt: '2026-11-23T01:00:00Z',
  cumulative: [{ t: '2026-11-23T02:05:00Z', profit: 40, expectedProfit: 2.5 }],
};
