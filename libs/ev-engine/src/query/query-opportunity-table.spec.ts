import fc from 'fast-check';
import type {
  OpportunitiesQuery,
  Opportunity,
  SnapshotRace,
} from '@overlay/domain';
import { defaultOpportunitiesQuery, SORT_FIELDS } from '@overlay/domain';
import {
  CARD_BOOKS,
  CARD_NOW,
  cardQuery,
  cardSearch,
  dayCard,
} from '../testing/day-card-arbitrary';
import { createEngineContext } from '../value/engine-context';
import { filterOpportunities } from '../testing/reference-filter';
import { buildOpportunityTable, replaceRace } from '../table/opportunity-table';
import {
  queryOpportunityTable,
  queryOpportunityTableWithCount,
} from './query-opportunity-table';
import { referenceBuildOpportunities } from '../testing/reference-opportunities';
import { searchOpportunities } from './search-query';
import { boost, handRace, promo } from '../testing/test-fixtures';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const base = defaultOpportunitiesQuery([...CARD_BOOKS]);

const context = createEngineContext({
  promos: [
    promo({ id: 'p1', promoType: 'BonusBack_2nd' }),
    promo({ id: 'p2', bookmaker: 'TAB', promoType: 'Token_2nd3rd' }),
    promo({ id: 'p3', bookmaker: 'tab', promoType: 'BetBoost' }),
  ],
  boosts: [
    boost({ id: 'b1', runnerExtId: 'flem-r1-2', boostedOdds: 5 }),
    boost({ id: 'b2', boostType: 'FIXED_PLACE_K2', boostedOdds: 1.5 }),
  ],
});

/** Six races at four start times, two venues and three codes; every price ties across races. */
function card(): SnapshotRace[] {
  const at = (min: number) => new Date(NOW + min * 60_000).toISOString();
  return [
    named(handRace({ startTime: at(30) })),
    handRace({ extRaceId: 'flem-r2', number: 2, startTime: at(30) }),
    handRace({
      extRaceId: 'rand-r1',
      venue: 'randwick',
      code: 'GR',
      startTime: at(90),
    }),
    handRace({
      extRaceId: 'rand-r2',
      venue: 'Randwick',
      number: 2,
      code: 'HR',
      startTime: at(-5),
    }),
    handRace({ extRaceId: 'asc-r1', venue: 'Ascot', startTime: at(2000) }),
    handRace({
      extRaceId: 'asc-r2',
      venue: 'Ascot',
      number: 2,
      state: 'closed',
    }),
  ];
}

function named(race: SnapshotRace): SnapshotRace {
  race.runners[1].name = 'Dark Horse';
  return race;
}

const rows = referenceBuildOpportunities(card(), context).rows;
const table = buildOpportunityTable(card(), context);

/** The object path's answer and its count before max_results. */
function expected(
  objects: readonly Opportunity[],
  query: OpportunitiesQuery,
  now: number,
  search = '',
): { rows: Opportunity[]; matched: number } {
  const found = searchOpportunities(objects, search);
  return {
    rows: filterOpportunities(found, query, now),
    matched: filterOpportunities(found, { ...query, maxResults: Infinity }, now)
      .length,
  };
}

function check(query: Partial<OpportunitiesQuery>, search = ''): Opportunity[] {
  const q = { ...base, ...query };
  const got = queryOpportunityTableWithCount(table, q, NOW, search);
  const want = expected(rows, q, NOW, search);
  expect(got.rows).toEqual(want.rows);
  expect(got.matched).toBe(want.matched);
  expect(queryOpportunityTable(table, q, NOW, search)).toEqual(want.rows);
  return got.rows;
}

describe('queryOpportunityTable', () => {
  it('should answer the default query as the object path does', () => {
    const got = check({});
    expect(got.length).toBeGreaterThan(10);
  });

  it.each(
    SORT_FIELDS.flatMap((f) => [[f, 'asc'] as const, [f, 'desc'] as const]),
  )(
    'should sort by %s %s and cut ties at max_results by id',
    (sortBy, sortDir) => {
      for (const maxResults of [1, 3, 7, 12, 1000])
        check({ sortBy, sortDir, maxResults });
    },
  );

  it.each<[string, Partial<OpportunitiesQuery>]>([
    ['include_promos=false', { includePromos: false }],
    [
      'include_promos=false sorted by promoEV',
      { includePromos: false, sortBy: 'promoEV', maxResults: 4 },
    ],
    [
      'include_promos=false over promo_only',
      { includePromos: false, promoOnly: true },
    ],
    ['mode=promo_only', { promoOnly: true }],
    ['race_id', { raceId: 'rand-r1' }],
    ['an unknown race_id', { raceId: 'nope' }],
    ['require_two_bookies', { requireTwoBookies: true }],
    ['bookmakers, case-insensitively', { bookmakers: ['tab'] }],
    ['no bookmakers', { bookmakers: [] }],
    ['codes', { raceCodes: ['GR', 'HR'] }],
    ['within_minutes', { withinMinutes: 60 }],
    ['max_odds', { maxOdds: 4.4 }],
    ['min_bonus_pct', { minBonusPct: 60 }],
    ['min_total_ev', { minTotalEV: 5 }],
    ['min_total_ev without promos', { minTotalEV: 5, includePromos: false }],
  ])('should apply %s', (_, query) => {
    check(query);
  });

  it.each([
    'randwick',
    'flem r2',
    'GR',
    'race 1',
    'dark',
    'dark r1',
    'maiden',
    'zzz',
    '  ',
  ])('should apply the search %j as searchOpportunities does', (search) => {
    check({}, search);
    check(
      { requireTwoBookies: true, sortBy: 'bookmaker', maxResults: 3 },
      search,
    );
  });

  it('should count every match while materialising only max_results rows', () => {
    const got = queryOpportunityTableWithCount(
      table,
      { ...base, maxResults: 2 },
      NOW,
    );
    expect(got.rows).toHaveLength(2);
    expect(got.matched).toBeGreaterThan(10);
  });

  it('should answer from a table with a replaced race as from a full rebuild', () => {
    const after = card();
    after[2].runners[0].prices[0].win = 40;
    const replaced = replaceRace(table, after[2]);
    const q = { ...base, sortBy: 'price' as const, maxResults: 5 };
    expect(queryOpportunityTable(replaced, q, NOW)).toEqual(
      filterOpportunities(
        referenceBuildOpportunities(after, context).rows,
        q,
        NOW,
      ),
    );
  });
});

/** Each (query, search) on the table answers the object path's rows, order and count. */
function answersAsObjects(
  t: ReturnType<typeof buildOpportunityTable>,
  objects: readonly Opportunity[],
  queries: readonly (readonly [OpportunitiesQuery, string])[],
): void {
  for (const [query, search] of queries) {
    const got = queryOpportunityTableWithCount(t, query, CARD_NOW, search);
    const want = expected(objects, query, CARD_NOW, search);
    expect(got.rows).toEqual(want.rows);
    expect(got.matched).toBe(want.matched);
  }
}

describe('queryOpportunityTable against the object path (property)', () => {
  it('should return the same rows, order and count for random cards and queries, and again after a race moves', () => {
    fc.assert(
      fc.property(
        dayCard(),
        fc.array(fc.tuple(cardQuery, cardSearch), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.nat(),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (c, queries, move, factor) => {
          const ctx = createEngineContext({
            promos: c.promos,
            boosts: c.boosts,
            viewerId: 'viewer',
          });
          const objects = referenceBuildOpportunities(c.races, ctx).rows;
          const t = buildOpportunityTable(c.races, ctx);
          answersAsObjects(t, objects, queries);
          // The next data version: one race's prices move, the others' segments are shared and
          // their matches found again (segment-matches.ts); every answer is still the object path's.
          const moved = structuredClone(c.races);
          const race = moved[move % moved.length];
          for (const runner of race.runners)
            for (const quote of runner.prices)
              quote.win = 1 + (quote.win - 1) * factor;
          const next = replaceRace(t, race);
          answersAsObjects(
            next,
            referenceBuildOpportunities(moved, ctx).rows,
            queries,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
