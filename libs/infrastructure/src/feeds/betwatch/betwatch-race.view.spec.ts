import { parseMarketSnapshot } from '@overlay/domain';
import { BetwatchMarket } from './betwatch-market';
import { snapshotRaceOf } from './betwatch-race.view';
import { catalogueOf } from './betwatch-sources';
import { flemington, maidenPlate } from './__fixtures__/betwatch-maiden-plate';
import type { BwEvent, BwExchange, BwOdds, BwSource } from './betwatch.types';

const T0 = '2026-11-21T01:00:00.000Z';
const at = (seconds: number) =>
  new Date(Date.parse(T0) + seconds * 1000).toISOString();
const TAB: BwSource = { id: 'tab', name: 'Tab', kind: 'bookmaker' };
const TOTE: BwSource = { id: 'tab-tote', name: 'TAB', kind: 'tote' };
const BF: BwSource = { id: 'betfair', name: 'Betfair', kind: 'exchange' };

function market(
  event: Partial<BwEvent> = {},
  subdivision = 'AU-VIC',
  placesPaid = 3,
) {
  const m = new BetwatchMarket();
  m.setVenues([flemington(subdivision)]);
  const odds = (
    entrant: string,
    key: 'win' | 'place',
    source: BwSource,
    price: number,
    extra: Partial<BwOdds> = {},
  ): BwOdds => ({
    id: `odd_${entrant}_${key}_${source.id}`,
    eventId: 'evt_1',
    marketId: `mkt_${key}`,
    outcomeId: `out_${entrant}_${key}`,
    entrantId: `ent_${entrant}`,
    source,
    state: 'available',
    price,
    updatedAt: at(0),
    observedAt: at(30),
    ...extra,
  });
  m.applySnapshot({
    events: [maidenPlate(T0, event)],
    entrants: [1, 2, 3, 4].map((n) => ({
      id: `ent_${n}`,
      eventId: 'evt_1',
      name: `Runner ${n}`,
      scratched: n === 4,
      vacant: false,
      entryState: 'listed' as const,
      updatedAt: T0,
      racing: { number: n },
    })),
    markets: [
      { id: 'mkt_win', eventId: 'evt_1', key: 'win', state: 'unsettled' },
      {
        id: 'mkt_place',
        eventId: 'evt_1',
        key: 'place',
        state: 'unsettled',
        settlementParameters: { placesPaid },
      },
    ],
    outcomes: [],
    odds: [
      odds('1', 'win', TAB, 3.4),
      odds('1', 'place', TAB, 1.5),
      odds('1', 'win', TOTE, 3.6),
      odds('2', 'win', TAB, 2.1, { state: 'suspended' }),
      odds('1', 'win', BF, 0, {
        price: undefined,
        exchange: {
          back: [{ price: 3.3 }],
          // A size is read where Betwatch sends one (docs/ev-model.md §10).
          lay: [{ price: 3.45, size: 120 }],
          marketState: 'open',
          outcomeState: 'active',
          inPlay: false,
        },
      }),
    ],
    coverage: [
      {
        eventId: 'evt_1',
        marketId: 'mkt_win',
        sourceId: 'tab',
        state: 'priced',
        complete: true,
        observedAt: at(50),
      },
    ],
  });
  return m;
}

function coverageFrame(
  sourceId: string,
  key: 'win' | 'place',
  state: 'priced' | 'unpriced' | 'unknown',
  seconds: number,
) {
  return {
    type: 'coverage' as const,
    cursor: `cov_${seconds}`,
    data: {
      eventId: 'evt_1',
      marketId: `mkt_${key}`,
      sourceId,
      state,
      complete: true,
      observedAt: at(seconds),
    },
  };
}

describe('Unit', () => {
  describe('snapshotRaceOf', () => {
    it('should map a race to a valid snapshot race: books by spec name, no tote (a pool estimate is no price to take), exchange best back and lay, priced quotes as fresh as the stream', () => {
      const m = market();
      const race = snapshotRaceOf(m, m.races.get('evt_1')!)!;
      expect(() =>
        parseMarketSnapshot({ generatedAt: T0, races: [race] }),
      ).not.toThrow();
      expect(race).toMatchObject({
        extRaceId: 'evt_1',
        venue: 'Flemington',
        country: 'AU',
        region: 'VIC',
        code: 'TB',
        number: 3,
        state: 'open',
        startTime: '2026-11-21T01:00:00.000Z',
      });
      const [first, second, , scratched] = race.runners;
      expect(first.prices).toEqual([
        // Confirmed by the stream (coverage priced, or none said): no time of their own.
        { bookmaker: 'TAB', win: 3.4, place: 1.5, placeK: 3 },
      ]);
      expect(first.exchange).toMatchObject({
        winBack: 3.3,
        winLay: 3.45,
        winLaySize: 120,
        placeBack: null,
      });
      expect(first.exchange).not.toHaveProperty('winBackSize');
      // A suspended price is not a price; a scratched runner has none.
      expect(second.prices).toEqual([]);
      expect(scratched).toMatchObject({ scratched: true, prices: [] });
    });

    it.each([
      ['NSW', 'NSW'],
      ['AU-QLD', 'QLD'],
      ['Somewhere', undefined],
    ])(
      'should read the venue subdivision %s as the region %s',
      (subdivision, region) => {
        const m = market({}, subdivision);
        expect(snapshotRaceOf(m, m.races.get('evt_1')!)?.region).toBe(region);
      },
    );

    it('should drop place prices whose terms exceed the field, and give a final race its places', () => {
      const m = market(
        {
          status: 'final',
          result: {
            state: 'final',
            positions: [
              { place: 1, entrantIds: ['ent_2'] },
              { place: 2, entrantIds: ['ent_1', 'ent_3'] },
            ],
          },
        },
        'VIC',
        9,
      );
      const race = snapshotRaceOf(m, m.races.get('evt_1')!)!;
      expect(race.runners[0].prices[0]).not.toHaveProperty('place');
      expect(race).toMatchObject({ state: 'final', results: [[2], [1, 3]] });
    });

    it.each([
      ['provisional', undefined],
      ['final', [[2], [1, 3]]],
      [undefined, [[2], [1, 3]]],
    ] as const)(
      'should give a final race places only from a final result (result state %s)',
      (state, results) => {
        const m = market({
          status: 'final',
          result: {
            ...(state ? { state } : {}),
            positions: [
              { place: 1, entrantIds: ['ent_2'] },
              { place: 2, entrantIds: ['ent_1', 'ent_3'] },
            ],
          } as BwEvent['result'],
        });
        const race = snapshotRaceOf(m, m.races.get('evt_1')!)!;
        expect(race.state).toBe('final');
        expect(race.results).toEqual(results);
      },
    );

    it.each([
      ['postponed', 'closed'],
      ['abandoned', 'abandoned'],
      ['cancelled', 'abandoned'],
    ] as const)(
      'should map the status %s to %s (a postponed race is run later: nothing voided)',
      (status, state) => {
        const m = market({ status });
        expect(snapshotRaceOf(m, m.races.get('evt_1')!)?.state).toBe(state);
      },
    );

    it('should leave out a source of a kind the product does not know: no quotes held, not in the catalogue, warned once', () => {
      const m = market();
      const warned: string[] = [];
      m.onUnknownSource = (source) => warned.push(source.name);
      const POOL = { id: 'pool_1', name: 'Mega Pool', kind: 'pool' } as unknown as BwSource;
      const poolOdds = (entrant: string, price: number, seconds: number) => ({
        id: `odd_${entrant}_win_pool`,
        eventId: 'evt_1',
        marketId: 'mkt_win',
        outcomeId: `out_${entrant}_win`,
        entrantId: `ent_${entrant}`,
        source: POOL,
        state: 'available' as const,
        price,
        updatedAt: at(seconds),
        observedAt: at(seconds),
      });
      const before = snapshotRaceOf(m, m.races.get('evt_1')!)!;
      const held = m.races.get('evt_1')!.quotes.size;
      m.apply({ type: 'odds', cursor: 'p1', data: poolOdds('1', 9.5, 60) });
      m.applySnapshot({
        events: [],
        entrants: [],
        markets: [],
        outcomes: [],
        odds: [poolOdds('2', 7.5, 61)],
        coverage: [],
      });
      const race = m.races.get('evt_1')!;
      expect(race.quotes.size).toBe(held);
      expect(m.sources.has('pool_1')).toBe(false);
      expect(catalogueOf(m).map((source) => source.kind)).not.toContain('pool');
      expect(catalogueOf(m)).toHaveLength(3);
      expect(warned).toEqual(['Mega Pool']);
      // The other sources are as before.
      expect(snapshotRaceOf(m, race)!.runners).toEqual(before.runners);
    });

    it('should date a quote whose coverage is unknown by its latest read', () => {
      const m = market();
      m.apply(coverageFrame('tab', 'win', 'unknown', 55));
      const [first] = snapshotRaceOf(m, m.races.get('evt_1')!)!.runners;
      expect(first.prices[0]).toMatchObject({
        bookmaker: 'TAB',
        lastUpdated: at(55),
        checkedAt: at(55),
      });
    });

    it('should withdraw a source whose coverage turns unpriced, and show it again when it prices anew', () => {
      const m = market();
      m.apply(coverageFrame('tab', 'win', 'unpriced', 60));
      m.apply(coverageFrame('betfair', 'win', 'unpriced', 60));
      let [first] = snapshotRaceOf(m, m.races.get('evt_1')!)!.runners;
      // The tote priced too, but a tote is never a quote (docs/feeds.md).
      expect(first.prices).toEqual([]);
      expect(first.exchange).toBeNull();
      m.apply({
        type: 'odds',
        cursor: 'c2',
        data: {
          id: 'odd_1_win_tab',
          eventId: 'evt_1',
          marketId: 'mkt_win',
          outcomeId: 'out_1_win',
          entrantId: 'ent_1',
          source: TAB,
          state: 'available',
          price: 3.5,
          updatedAt: at(70),
          observedAt: at(70),
        },
      });
      [first] = snapshotRaceOf(m, m.races.get('evt_1')!)!.runners;
      expect(first.prices).toContainEqual(
        expect.objectContaining({ bookmaker: 'TAB', win: 3.5 }),
      );
    });

    it('should replace a race with a new snapshot of it: a quote the snapshot leaves out is gone, unless a frame applied it since', () => {
      const m = market();
      const since = m.mark();
      // A frame arriving while the snapshot was on its way is newer than it.
      m.apply({
        type: 'odds',
        cursor: 'c3',
        data: {
          id: 'odd_2_win_tab',
          eventId: 'evt_1',
          marketId: 'mkt_win',
          outcomeId: 'out_2_win',
          entrantId: 'ent_2',
          source: TAB,
          state: 'available',
          price: 2.2,
          updatedAt: at(80),
          observedAt: at(80),
        },
      });
      const race = m.races.get('evt_1')!;
      m.applySnapshot(
        {
          events: [],
          entrants: [],
          markets: [],
          outcomes: [],
          odds: [],
          coverage: [],
        },
        since,
      );
      // A snapshot of no race changes none.
      expect(race.quotes.size).toBe(5);
      m.applySnapshot(
        {
          events: [maidenPlate(T0)],
          entrants: [],
          markets: [],
          outcomes: [],
          odds: [],
          coverage: [],
        },
        since,
      );
      const [first, second] = snapshotRaceOf(m, race)!.runners;
      expect(first.prices).toEqual([]);
      expect(first.exchange).toBeNull();
      expect(second.prices).toEqual([{ bookmaker: 'TAB', win: 2.2 }]);
      expect(race.coverage.size).toBe(0);
    });

    it('should take no race outside AU/NZ racing', () => {
      const m = market({ racing: { raceNumber: 0 } });
      expect(snapshotRaceOf(m, m.races.get('evt_1')!)).toBeNull();
    });
  });

  describe('place terms and exchange state', () => {
    /**
     * A race of `active` runners priced by TAB (win and place) and Betfair (win and place), with
     * two scratched, one vacant and one omitted entrant besides; no places paid said unless given.
     */
    function fieldMarket(
      active: number,
      options: { placesPaid?: number; exchange?: Partial<BwExchange> } = {},
    ) {
      const m = new BetwatchMarket();
      m.setVenues([flemington()]);
      const count = active + 4;
      const odds: BwOdds[] = [];
      for (let n = 1; n <= count; n++)
        for (const key of ['win', 'place'] as const) {
          const base = {
            eventId: 'evt_1',
            marketId: `mkt_${key}`,
            outcomeId: `out_${n}_${key}`,
            entrantId: `ent_${n}`,
            state: 'available' as const,
            updatedAt: at(0),
            observedAt: at(30),
          };
          odds.push(
            {
              ...base,
              id: `odd_${n}_${key}_tab`,
              source: TAB,
              price: key === 'win' ? 5 : 2,
            },
            {
              ...base,
              id: `odd_${n}_${key}_bf`,
              source: BF,
              exchange: {
                back: [{ price: key === 'win' ? 4.8 : 1.9, size: 10 }],
                lay: [{ price: key === 'win' ? 5.2 : 2.1, size: 20 }],
                marketState: 'open',
                outcomeState: 'active',
                inPlay: false,
                ...options.exchange,
              },
            },
          );
        }
      m.applySnapshot({
        events: [maidenPlate(T0)],
        entrants: Array.from({ length: count }, (_, i) => {
          const n = i + 1;
          return {
            id: `ent_${n}`,
            eventId: 'evt_1',
            name: `Runner ${n}`,
            scratched: n > active && n <= active + 2,
            vacant: n === active + 3,
            entryState:
              n === active + 4 ? ('omitted' as const) : ('listed' as const),
            updatedAt: T0,
            racing: { number: n },
          };
        }),
        markets: [
          { id: 'mkt_win', eventId: 'evt_1', key: 'win', state: 'unsettled' },
          {
            id: 'mkt_place',
            eventId: 'evt_1',
            key: 'place',
            state: 'unsettled',
            ...(options.placesPaid === undefined
              ? {}
              : { settlementParameters: { placesPaid: options.placesPaid } }),
          },
        ],
        outcomes: [],
        odds,
        coverage: [],
      });
      return snapshotRaceOf(m, m.races.get('evt_1')!)!;
    }

    it.each([
      [8, 3],
      [6, 2],
    ])(
      'should pay places by the field-size rule when Betwatch gives no placesPaid: %i active runners (scratched, vacant and omitted ones not counted) pay %i',
      (active, k) => {
        const race = fieldMarket(active);
        expect(() =>
          parseMarketSnapshot({ generatedAt: T0, races: [race] }),
        ).not.toThrow();
        // The vacant and omitted entrants leave the field; the scratched ones stay in it, unpriced.
        expect(race.runners).toHaveLength(active + 2);
        const [first] = race.runners;
        expect(first.prices).toEqual([
          { bookmaker: 'TAB', win: 5, place: 2, placeK: k },
        ]);
        expect(first.exchange).toMatchObject({
          placeBack: 1.9,
          placeLay: 2.1,
          placeK: k,
        });
      },
    );

    it('should pay no places under five active runners when Betwatch gives no placesPaid', () => {
      const [first] = fieldMarket(4).runners;
      expect(first.prices).toEqual([{ bookmaker: 'TAB', win: 5 }]);
      expect(first.exchange).toMatchObject({
        winBack: 4.8,
        placeBack: null,
        placeLay: null,
        placeK: null,
      });
    });

    it("should keep the provider's placesPaid where it gives one", () => {
      const [first] = fieldMarket(8, { placesPaid: 2 }).runners;
      expect(first.prices[0]).toMatchObject({ place: 2, placeK: 2 });
    });

    it.each([
      ['a suspended market', { marketState: 'suspended' }],
      ['a closed market', { marketState: 'closed' }],
      ['an in-running market', { inPlay: true }],
      ['a removed selection', { outcomeState: 'removed' }],
    ] as [string, Partial<BwExchange>][])(
      'should take no exchange prices from %s',
      (_, exchange) => {
        const [first] = fieldMarket(8, { exchange }).runners;
        expect(first.exchange).toBeNull();
        // The bookmakers' prices are untouched.
        expect(first.prices).toHaveLength(1);
      },
    );

    it('should take the exchange prices from an older payload that says no market or selection state', () => {
      const [first] = fieldMarket(8, {
        exchange: {
          marketState: undefined,
          outcomeState: undefined,
          inPlay: undefined,
        } as unknown as Partial<BwExchange>,
      }).runners;
      expect(first.exchange).toMatchObject({ winBack: 4.8, winLay: 5.2 });
    });

    it('should take the best back (highest) and lay (lowest) with their sizes whatever order the levels come in', () => {
      const [first] = fieldMarket(8, {
        exchange: {
          back: [
            { price: 4.6, size: 300 },
            { price: 4.7, size: 200 },
            { price: 4.8, size: 100 },
          ],
          lay: [
            { price: 5.4, size: 30 },
            { price: 5.2, size: 10 },
            { price: 5.3, size: 20 },
          ],
        },
      }).runners;
      expect(first.exchange).toMatchObject({
        winBack: 4.8,
        winBackSize: 100,
        winLay: 5.2,
        winLaySize: 10,
        placeBack: 4.8,
        placeLay: 5.2,
      });
    });
  });
});
