import fc from 'fast-check';
import type { SummaryBet } from './bet-summary';
import { summariseBets } from './bet-summary';

const bet = (
  stake: number,
  evAtPlacement: number,
  clv: number | null,
  result: SummaryBet['result'],
  profit: number | null,
  settledAt: string | null,
  placedAt = '2026-11-23T12:00:00.000Z',
): SummaryBet => ({
  placedAt,
  stake,
  evAtPlacement,
  clv,
  result,
  profit,
  settledAt,
});

describe('summariseBets', () => {
  it('should sum, average and accumulate four hand-checked bets', () => {
    const summary = summariseBets([
      bet(10, 5, 0.1, 'won', 30, '2026-11-24T02:00:00.000Z'),
      bet(20, 10, -0.05, 'lost', -20, '2026-11-24T01:00:00.000Z'),
      bet(10, 0, null, 'void', 0, '2026-11-24T03:00:00.000Z'),
      bet(50, -2, 0.2, 'pending', null, null, '2026-11-22T09:30:00.000Z'),
    ]);
    expect(summary).toEqual({
      bets: 4,
      settled: 3,
      pending: 1,
      turnover: 30,
      profit: 10,
      roi: expect.closeTo(1 / 3, 12),
      expectedProfit: 2.5,
      averageEv: 3.25,
      averageClv: expect.closeTo(0.25 / 3, 12),
      beatCloseShare: expect.closeTo(2 / 3, 12),
      firstPlacedAt: '2026-11-22T09:30:00.000Z',
      cumulative: [
        { t: '2026-11-24T01:00:00.000Z', profit: -20, expectedProfit: 2 },
        { t: '2026-11-24T02:00:00.000Z', profit: 10, expectedProfit: 2.5 },
        { t: '2026-11-24T03:00:00.000Z', profit: 10, expectedProfit: 2.5 },
      ],
    });
  });

  it('should bucket 1,200 bets settled a second apart into 500 points (3 bets in the first), ending at the totals', () => {
    const bets = Array.from({ length: 1200 }, (_, i) =>
      bet(10, 10, null, 'lost', -10, new Date(1.7e12 + i * 1000).toISOString()),
    );
    const { cumulative } = summariseBets(bets);
    // 500 buckets of 1,199,001 / 500 ≈ 2,398 ms: bets 0, 1 and 2 fall in the first (2 × 500,000 / 1,199,001 < 1 < 3 × …).
    expect(cumulative).toHaveLength(500);
    expect(cumulative[0]).toEqual({ t: new Date(1.7e12 + 2000).toISOString(), profit: -30, expectedProfit: 3 });
    expect(cumulative[499]).toMatchObject({
      t: new Date(1.7e12 + 1199 * 1000).toISOString(),
      profit: -12000,
      expectedProfit: 1200,
    });
  });

  it('should draw bets settled at one instant as one point', () => {
    const at = '2026-11-24T02:00:00.000Z';
    const { cumulative } = summariseBets([bet(10, 5, null, 'won', 30, at), bet(20, 10, null, 'lost', -20, at)]);
    expect(cumulative).toEqual([{ t: at, profit: 10, expectedProfit: 2.5 }]);
  });

  it('should answer null ratios for no bets', () => {
    expect(summariseBets([])).toEqual({
      bets: 0,
      settled: 0,
      pending: 0,
      turnover: 0,
      profit: 0,
      roi: null,
      expectedProfit: 0,
      averageEv: null,
      averageClv: null,
      beatCloseShare: null,
      firstPlacedAt: null,
      cumulative: [],
    });
  });

  it('should end the cumulative series at the total profit and keep shares within 0..1', () => {
    const arb = fc.array(
      fc.record({
        placedAt: fc
          .integer({ min: 0, max: 1e9 })
          .map((ms) => new Date(1.6e12 + ms).toISOString()),
        stake: fc.integer({ min: 1, max: 1000 }),
        evAtPlacement: fc.integer({ min: -50, max: 50 }),
        clv: fc.option(fc.integer({ min: -50, max: 50 }).map((x) => x / 100)),
        result: fc.constantFrom(
          'pending',
          'won',
          'lost',
          'void',
          'refund',
          'dead_heat' as const,
        ),
        profit: fc.integer({ min: -1000, max: 5000 }),
        settledAt: fc
          .integer({ min: 0, max: 1e9 })
          .map((ms) => new Date(1.7e12 + ms).toISOString()),
      }),
    );
    fc.assert(
      fc.property(arb, (raw) => {
        const bets = raw.map((b) =>
          b.result === 'pending'
            ? { ...b, profit: null, settledAt: null }
            : b.result === 'void'
              ? { ...b, profit: 0 }
              : b,
        );
        const s = summariseBets(bets);
        expect(s.settled + s.pending).toBe(s.bets);
        expect(s.cumulative.length).toBeLessThanOrEqual(Math.min(s.settled, 500));
        if (s.settled > 0)
          expect(s.cumulative.at(-1)?.profit).toBeCloseTo(s.profit, 2);
        if (s.beatCloseShare !== null)
          expect(s.beatCloseShare).toBeGreaterThanOrEqual(0);
        if (s.beatCloseShare !== null)
          expect(s.beatCloseShare).toBeLessThanOrEqual(1);
        for (let i = 1; i < s.cumulative.length; i++)
          expect(s.cumulative[i].t >= s.cumulative[i - 1].t).toBe(true);
      }),
    );
  });
});
