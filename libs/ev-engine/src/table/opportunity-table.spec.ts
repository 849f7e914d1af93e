import fc from 'fast-check';
import { ROW_TOP2_BOOST } from './opportunity-columns';
import type { SnapshotRace } from '@overlay/domain';
import { dayCard } from '../testing/day-card-arbitrary';
import type { EngineContext } from '../value/engine-context';
import { createEngineContext } from '../value/engine-context';
import {
  materialiseAll,
  materialiseOpportunity,
  opportunityIdAt,
} from './materialise-opportunity';
import {
  buildOpportunities,
  buildRaceOpportunities,
} from '../testing/build-opportunities';
import type { OpportunityTable } from './opportunity-table';
import {
  buildOpportunityTable,
  buildRaceOpportunityTable,
  replaceRace,
  segmentOfRow,
} from './opportunity-table';
import {
  referenceBuildOpportunities,
  referenceBuildRaceOpportunities,
} from '../testing/reference-opportunities';
import { boost, handRace, promo } from '../testing/test-fixtures';

const ctx = createEngineContext({
  viewerId: 'viewer',
  promos: [
    promo({ id: 'p1', promoType: 'BonusBack_2nd', valueMultiplier: 0.75 }),
    promo({ id: 'p2', bookmaker: 'TAB', promoType: 'Token_2nd3rd' }),
    promo({ id: 'p3', promoType: 'BetBoost', valueMultiplier: 0.1 }),
    promo({ id: 'p4', promoType: 'CashBack_2nd', refundPercent: 100 }),
    promo({ id: 'p5', valueMultiplier: 3 }),
  ],
  boosts: [
    boost({ id: 'b1', runnerExtId: 'flem-r1-2', boostedOdds: 5 }),
    boost({ id: 'b2', bookmaker: 'Neds', boostedOdds: 2.5 }),
    boost({ id: 'b3', boostType: 'FIXED_PLACE_K2', boostedOdds: 1.5 }),
    boost({ id: 'b4', runnerExtId: 'flem-r1-9' }),
  ],
});

/** Five races: boosts and promos, a feed-boosted quote, a closed race, one without a fair price. */
function races(): SnapshotRace[] {
  const boosted = handRace({ extRaceId: 'flem-r2', number: 2 });
  boosted.runners[2].prices[0] = {
    ...boosted.runners[2].prices[0],
    win: 9,
    boostedFrom: 7,
  };
  const noFair = handRace({ extRaceId: 'flem-r4', number: 4 });
  for (const runner of noFair.runners) {
    runner.exchange = null;
    runner.prices = runner.prices.slice(1);
  }
  return [
    handRace(),
    boosted,
    handRace({ extRaceId: 'flem-r3', number: 3, state: 'closed' }),
    noFair,
    handRace({ extRaceId: 'rand-r1', venue: 'Randwick', code: 'GR' }),
  ];
}

const numericColumns = (t: OpportunityTable): number[] => {
  const out: number[] = [];
  for (const s of t.segments) {
    const c = s.columns;
    for (let q = s.start; q < s.start + s.count; q++)
      out.push(
        c.price[q],
        c.fairPrice[q],
        c.ev[q],
        c.promoEV[q],
        c.totalEV[q],
        // NaN on a Top-2 row by design (no bonus % for a place price): 0 stands in here.
        c.bonusPct[q] === c.bonusPct[q] || c.kind[q] !== ROW_TOP2_BOOST ? c.bonusPct[q] : 0,
        c.probability[q],
        c.placeCoverage[q],
      );
  }
  return out;
};

describe('buildOpportunityTable', () => {
  const table = buildOpportunityTable(races(), ctx);
  const reference = referenceBuildOpportunities(races(), ctx);

  it('should materialise exactly the rows of the object path, in order', () => {
    expect(table.rowCount).toBe(reference.rows.length);
    expect(reference.rows.some((r) => r.boostType === 'FIXED_PLACE_K2')).toBe(
      true,
    );
    expect(reference.rows.some((r) => r.boostId === 'b2')).toBe(true);
    expect(reference.rows.some((r) => r.boostedFrom === 7)).toBe(true);
    for (let i = 0; i < table.rowCount; i++)
      expect(materialiseOpportunity(table, i)).toEqual(reference.rows[i]);
    expect(materialiseAll(table)).toEqual(reference.rows);
  });

  it('should give the skipped items of the object path (invalid promos first)', () => {
    expect(table.skipped).toEqual(reference.skipped);
    expect(table.skipped[0].code).toBe('INVALID_PROMO');
    expect(table.skipped.map((s) => s.code)).toEqual(
      expect.arrayContaining(['RACE_NOT_OPEN', 'NO_FAIR_PRICE']),
    );
  });

  it('should keep one segment per race, empty for races without rows', () => {
    expect(table.segments.map((s) => s.race.extRaceId)).toEqual(
      races().map((r) => r.extRaceId),
    );
    expect(table.segments[2].count).toBe(0);
    expect(table.segments[3].count).toBe(0);
    // flem-r1: 7 quotes + Neds FIXED_WIN + Top-2 boost; flem-r2 and rand-r1: 7 quotes each.
    expect(Array.from(table.offsets)).toEqual([0, 9, 16, 16, 16, 23]);
    expect(segmentOfRow(table, 16)).toBe(4);
    expect(opportunityIdAt(table, 16)).toBe(reference.rows[16].id);
  });

  it('should hold only finite numbers in its columns', () => {
    expect(numericColumns(table).every(Number.isFinite)).toBe(true);
  });

  it('should refuse a row outside the table', () => {
    expect(() => materialiseOpportunity(table, table.rowCount)).toThrow(
      RangeError,
    );
    expect(() => materialiseOpportunity(table, -1)).toThrow(RangeError);
  });

  it('should build one race as the object path does', () => {
    const one = buildRaceOpportunityTable(races()[1], ctx);
    const ref = referenceBuildRaceOpportunities(races()[1], ctx);
    expect(materialiseAll(one)).toEqual(ref.rows);
    expect(buildRaceOpportunities(races()[1], ctx)).toEqual(ref);
  });

  it('should keep buildOpportunities equal to the object path', () => {
    expect(buildOpportunities(races(), ctx)).toEqual(reference);
  });
});

describe('replaceRace', () => {
  const before = races();
  const table = buildOpportunityTable(before, ctx);

  it('should equal a full rebuild when one race changed', () => {
    const after = races();
    after[0].runners[0].prices[0].win = 2.6;
    after[0].runners[3].scratched = true;
    const replaced = replaceRace(table, after[0]);
    const full = buildOpportunityTable(after, ctx);
    expect(replaced.rowCount).toBe(full.rowCount);
    expect(materialiseAll(replaced)).toEqual(materialiseAll(full));
    expect(replaced.skipped).toEqual(full.skipped);
    expect(Array.from(replaced.offsets)).toEqual(Array.from(full.offsets));
  });

  it('should leave the old table untouched and share the other segments', () => {
    const rows = materialiseAll(table);
    const replaced = replaceRace(table, { ...before[1], state: 'closed' });
    expect(materialiseAll(table)).toEqual(rows);
    expect(replaced.segments[0]).toBe(table.segments[0]);
    expect(replaced.segments[1].count).toBe(0);
    expect(replaced.rowCount).toBe(table.rowCount - table.segments[1].count);
  });

  it('should append a race the table does not have', () => {
    const extra = handRace({ extRaceId: 'new-r1' });
    const replaced = replaceRace(table, extra);
    expect(materialiseAll(replaced)).toEqual(
      referenceBuildOpportunities([...before, extra], ctx).rows,
    );
  });
});

describe('table against the object path (property)', () => {
  const contextOf = (card: {
    promos: EngineContext['promos'];
    boosts: EngineContext['boosts'];
  }): EngineContext =>
    createEngineContext({
      promos: card.promos,
      boosts: card.boosts,
      viewerId: 'viewer',
    });

  it('should materialise the same rows and skips for random day cards', () => {
    fc.assert(
      fc.property(dayCard(), (card) => {
        const context = contextOf(card);
        const table = buildOpportunityTable(card.races, context);
        const reference = referenceBuildOpportunities(card.races, context);
        expect(materialiseAll(table)).toEqual(reference.rows);
        expect(table.skipped).toEqual(reference.skipped);
        expect(numericColumns(table).every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('should equal a full rebuild after replacing any race', () => {
    fc.assert(
      fc.property(dayCard(), dayCard(1), fc.nat(), (card, other, pick) => {
        const context = contextOf(card);
        const s = pick % card.races.length;
        const replacement = { ...other.races[0], extRaceId: `race-${s}` };
        const after = card.races.slice();
        after[s] = replacement;
        const replaced = replaceRace(
          buildOpportunityTable(card.races, context),
          replacement,
        );
        const full = buildOpportunityTable(after, context);
        expect(materialiseAll(replaced)).toEqual(materialiseAll(full));
        expect(replaced.skipped).toEqual(full.skipped);
        expect(Array.from(replaced.offsets)).toEqual(Array.from(full.offsets));
      }),
      { numRuns: 150 },
    );
  });
});
