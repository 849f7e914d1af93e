import { defaultOpportunitiesQuery, UNKNOWN_MARKET } from '@overlay/domain';
import type { OpportunitiesQuery } from '@overlay/domain';
import { createEngineContext } from '../value/engine-context';
import { buildOpportunityTable } from '../table/opportunity-table';
import { queryOpportunityTable } from './query-opportunity-table';
import { boost, handRace, promo } from '../testing/test-fixtures';
import { opportunityLockAt } from '../value/hedge';

// The Matched mode's filters and sorts (docs/ev-model.md §10) on the hand race: the exchange lays
// runners 1-5 at 2, 4, 8, 16, 16; Sportsbet backs at 2.2, 4.4, 7, 15, 20 and TAB runners 1-2 at
// 2.1, 4.2. Ratings (back / lay): Sportsbet 110, 110, 87.5, 93.75, 125 %; TAB 105, 105 %.
// Locked at 10 % commission, b × 0.9 / (l − 0.1) − 1: Sportsbet 1 +4.2105 %, 2 +1.5385 %,
// 5 +13.2075 %; TAB 1 −0.5263 %, 2 −3.0769 %. The rows give them to the hundredth.

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const race = handRace({ startTime: new Date(NOW + 30 * 60_000).toISOString() });
const base = defaultOpportunitiesQuery(['Sportsbet', 'TAB']);
const query = (over: Partial<OpportunitiesQuery>): OpportunitiesQuery => ({
  ...base,
  ...over,
});
const ids = (rows: { id: string }[]) =>
  rows.map((row) => row.id.replace('flem-r1:', ''));

describe('queryOpportunityTable: the Matched mode', () => {
  const plain = buildOpportunityTable([race], createEngineContext());

  it('should keep rows rated at least min_rating and sort them by the locked result at the request’s commission', () => {
    const rows = queryOpportunityTable(
      plain,
      query({ minRating: 100, sortBy: 'lockRating', sortDir: 'desc' }),
      NOW,
      '',
      undefined,
      UNKNOWN_MARKET,
      0.1,
    );
    expect(ids(rows)).toEqual([
      '5:Sportsbet',
      '1:Sportsbet',
      '2:Sportsbet',
      '1:TAB',
      '2:TAB',
    ]);
    expect(rows.map((row) => row.lockRating)).toEqual([
      13.21, 4.21, 1.54, -0.53, -3.08,
    ]);
    // No promo: nothing on top.
    expect(rows.every((row) => row.lockedEV === row.lockRating)).toBe(true);
  });

  it('should sort by the back / lay rating, rows without a lay last', () => {
    const table = buildOpportunityTable(
      [race],
      createEngineContext({
        boosts: [
          boost({ id: 't2', boostType: 'FIXED_PLACE_K2', boostedOdds: 1.5 }),
        ],
      }),
    );
    const rows = queryOpportunityTable(
      table,
      query({ sortBy: 'matchRating', sortDir: 'desc' }),
      NOW,
    );
    expect(ids(rows)).toEqual([
      '5:Sportsbet',
      '1:Sportsbet',
      '2:Sportsbet',
      '1:TAB',
      '2:TAB',
      '4:Sportsbet',
      '3:Sportsbet',
      // The Top-2 boost row: the win lay does not hedge it.
      '1:Sportsbet:boost:t2',
    ]);
    expect(rows.at(-1)).toMatchObject({
      layPrice: null,
      lockRating: null,
      lockedEV: null,
    });
    expect(
      ids(queryOpportunityTable(table, query({ layOnly: true }), NOW)),
    ).not.toContain('1:Sportsbet:boost:t2');
  });

  it('should add the row’s refund promo on top of the locked result, and nothing with promos left out', () => {
    // Sportsbet's bonus back for 2nd at 0.75: refund chances 0.34, 0.29, 0.1025 → promo EV 25.5,
    // 21.75, 7.6875 on top: +29.7105, +23.2885, +20.8950 % (to the hundredth).
    const table = buildOpportunityTable(
      [race],
      createEngineContext({
        promos: [promo({ id: 'sb', promoType: 'BonusBack_2nd' })],
      }),
    );
    const sorted = query({
      minRating: 100,
      sortBy: 'lockedEV',
      sortDir: 'desc',
    });
    const rows = queryOpportunityTable(
      table,
      sorted,
      NOW,
      '',
      undefined,
      UNKNOWN_MARKET,
      0.1,
    );
    expect(ids(rows)).toEqual([
      '1:Sportsbet',
      '2:Sportsbet',
      '5:Sportsbet',
      '1:TAB',
      '2:TAB',
    ]);
    expect(rows.slice(0, 3).map((row) => row.lockedEV)).toEqual([
      29.71, 23.29, 20.9,
    ]);
    const without = queryOpportunityTable(
      table,
      { ...sorted, includePromos: false },
      NOW,
      '',
      undefined,
      UNKNOWN_MARKET,
      0.1,
    );
    expect(ids(without)).toEqual([
      '5:Sportsbet',
      '1:Sportsbet',
      '2:Sportsbet',
      '1:TAB',
      '2:TAB',
    ]);
    expect(without.every((row) => row.lockedEV === row.lockRating)).toBe(true);
  });
});

describe('opportunityLockAt (property): a row re-hedged at another commission is the row asked at it', () => {
  it('should give the lockRating and lockedEV a query at that commission gives, whatever the promo', () => {
    const context = createEngineContext({
      promos: [
        promo({ id: 'sb', promoType: 'BonusBack_2nd' }),
        promo({
          id: 'tb',
          bookmaker: 'TAB',
          promoType: 'BetBoost',
          valueMultiplier: 0.3,
        }),
      ],
    });
    const table = buildOpportunityTable([race], context);
    for (const pct of [0, 2, 5, 7, 10, 15, 20]) {
      const at7 = queryOpportunityTable(table, base, NOW);
      const atC = queryOpportunityTable(
        table,
        base,
        NOW,
        '',
        undefined,
        UNKNOWN_MARKET,
        pct / 100,
      );
      for (const row of at7) {
        const same = atC.find((r) => r.id === row.id);
        const lock = opportunityLockAt(row, pct / 100);
        expect(lock?.lockRating ?? null).toBe(same?.lockRating ?? null);
        expect(
          lock === null
            ? null
            : Math.abs(lock.lockedEV - (same?.lockedEV as number)),
        ).toBeLessThanOrEqual(lock === null ? Infinity : 0.010000001);
      }
    }
  });
});
