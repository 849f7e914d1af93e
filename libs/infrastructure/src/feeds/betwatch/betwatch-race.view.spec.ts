import { parseMarketSnapshot } from '@overlay/domain';
import { BetwatchMarket } from './betwatch-market';
import { snapshotRaceOf } from './betwatch-race.view';
import type { BwEvent, BwOdds, BwSource } from './betwatch.types';

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
  m.setVenues([
    {
      id: 'ven_1',
      name: 'Flemington',
      country: 'au',
      timezone: 'Australia/Melbourne',
      sport: 'thoroughbred',
      subdivision,
    },
  ]);
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
    events: [
      {
        id: 'evt_1',
        name: 'Maiden Plate',
        sport: 'thoroughbred',
        startAt: '2026-11-21T12:00:00+11:00',
        status: 'open',
        updatedAt: T0,
        venueId: 'ven_1',
        racing: { raceNumber: 3 },
        ...event,
      },
    ],
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
          lay: [{ price: 3.45 }],
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

describe('Unit', () => {
  describe('snapshotRaceOf', () => {
    it('should map a race to a valid snapshot race: books by spec name, tote apart, exchange best back and lay, freshness from the latest read', () => {
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
        {
          bookmaker: 'TAB',
          win: 3.4,
          place: 1.5,
          placeK: 3,
          lastUpdated: at(50),
          checkedAt: at(50),
        },
        {
          bookmaker: 'TAB Tote',
          win: 3.6,
          lastUpdated: at(30),
          checkedAt: at(30),
        },
      ]);
      expect(first.exchange).toMatchObject({
        winBack: 3.3,
        winLay: 3.45,
        placeBack: null,
      });
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

    it('should take no race outside AU/NZ racing', () => {
      const m = market({ racing: { raceNumber: 0 } });
      expect(snapshotRaceOf(m, m.races.get('evt_1')!)).toBeNull();
    });
  });
});
