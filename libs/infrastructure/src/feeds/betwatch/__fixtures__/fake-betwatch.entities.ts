import type {
  BookmakerPriceQuote,
  ExchangeQuote,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import { BETWATCH_BOOKMAKER_NAMES } from '../../betwatch-graphql/betwatch-bookmakers';
import { VENUE_CATALOGUE } from '../../simulated/venue-catalogue';
import type {
  BwCoverage,
  BwEntrant,
  BwEvent,
  BwEventStatus,
  BwMarket,
  BwOdds,
  BwOutcome,
  BwSource,
  BwVenue,
} from '../betwatch.types';

// The simulated market in Betwatch v1's shapes (only fields the contract declares: the schemas
// forbid others), with stable ids derived from the simulated ones.

const SPORTS = { TB: 'thoroughbred', GR: 'greyhound', HR: 'harness' } as const;
const STATUS: Record<SnapshotRace['state'], BwEventStatus> = {
  open: 'open',
  closed: 'closed',
  final: 'final',
  abandoned: 'abandoned',
};
const ZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
  NZL: 'Pacific/Auckland',
};

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const SPELLING = new Map(
  BETWATCH_BOOKMAKER_NAMES.map((name) => [key(name), name]),
);

export const EXCHANGE: BwSource = {
  id: 'betfair',
  name: 'Betfair',
  kind: 'exchange',
};

/** A spec bookmaker as Betwatch names it ("TAB" → "Tab"), with a stable id; any other as given. */
export function sourceOf(
  bookmaker: string,
  kind: BwSource['kind'] = 'bookmaker',
): BwSource {
  const name = SPELLING.get(key(bookmaker)) ?? bookmaker;
  return { id: kind === 'bookmaker' ? key(name) : `${key(name)}_${kind}`, name, kind };
}

export const ids = {
  event: (race: SnapshotRace) => `evt_${race.extRaceId}`,
  entrant: (runner: SnapshotRunner) => `ent_${runner.extId}`,
  market: (race: SnapshotRace, k: 'win' | 'place') =>
    `mkt_${race.extRaceId}.${k}`,
  outcome: (runner: SnapshotRunner, k: 'win' | 'place') =>
    `out_${runner.extId}.${k}`,
  odds: (runner: SnapshotRunner, k: 'win' | 'place', source: string) =>
    `odd_${runner.extId}.${k}.${source}`,
};

export function venueOf(race: SnapshotRace): BwVenue {
  const venue = VENUE_CATALOGUE.find(
    (v) => v.name === race.venue && v.code === race.code,
  );
  const region = venue?.region ?? 'NSW';
  return {
    id: `ven_${venue?.id ?? key(race.venue)}`,
    name: race.venue,
    country: race.country.toLowerCase(),
    timezone: ZONES[region],
    sport: SPORTS[race.code],
    ...(region === 'NZL' ? {} : { subdivision: `AU-${region}` }),
  };
}

function placesPaidOf(race: SnapshotRace): number | null {
  for (const runner of race.runners)
    for (const quote of runner.prices) if (quote.placeK) return quote.placeK;
  return null;
}

export function eventOf(race: SnapshotRace, updatedAt: string): BwEvent {
  const placesPaid = placesPaidOf(race);
  const byNumber = new Map(race.runners.map((r) => [r.number, ids.entrant(r)]));
  return {
    id: ids.event(race),
    name: race.name,
    sport: SPORTS[race.code],
    startAt: race.startTime,
    status: STATUS[race.state],
    updatedAt,
    venueId: venueOf(race).id,
    racing: { raceNumber: race.number, ...(placesPaid ? { placesPaid } : {}) },
    ...(race.results
      ? {
          result: {
            state: 'final' as const,
            updatedAt,
            positions: race.results.map((numbers, i) => ({
              place: i + 1,
              entrantIds: numbers.map((n) => byNumber.get(n) ?? ''),
            })),
          },
        }
      : {}),
  } as BwEvent;
}

export function entrantOf(
  race: SnapshotRace,
  runner: SnapshotRunner,
  updatedAt: string,
): BwEntrant {
  return {
    id: ids.entrant(runner),
    eventId: ids.event(race),
    competitorId: `cmp_${runner.extId}`,
    name: runner.name,
    entryState: 'listed',
    scratched: runner.scratched,
    vacant: false,
    updatedAt,
    racing: { number: runner.number },
  } as BwEntrant;
}

export function marketsOf(race: SnapshotRace): BwMarket[] {
  const placesPaid = placesPaidOf(race);
  return (['win', 'place'] as const).map((k) => ({
    id: ids.market(race, k),
    eventId: ids.event(race),
    key: k,
    state:
      race.state === 'final'
        ? 'settled'
        : race.state === 'abandoned'
          ? 'void'
          : 'unsettled',
    scope: { period: 'full' },
    ...(k === 'place' && placesPaid
      ? { settlementParameters: { placesPaid } }
      : {}),
  })) as BwMarket[];
}

export function outcomesOf(
  race: SnapshotRace,
  runner: SnapshotRunner,
): BwOutcome[] {
  return (['win', 'place'] as const).map((k) => ({
    id: ids.outcome(runner, k),
    marketId: ids.market(race, k),
    key: 'entrant',
    name: runner.name,
    state: 'unsettled',
    entrantId: ids.entrant(runner),
  })) as BwOutcome[];
}

/** A quote's odds rows (win, and place when priced); `times` are the price's change and read. */
export function bookOdds(
  race: SnapshotRace,
  runner: SnapshotRunner,
  quote: BookmakerPriceQuote,
  times: { updatedAt: string; observedAt: string },
  source: BwSource = sourceOf(quote.bookmaker),
): BwOdds[] {
  const row = (k: 'win' | 'place', price: number): BwOdds => ({
    id: ids.odds(runner, k, source.id),
    eventId: ids.event(race),
    marketId: ids.market(race, k),
    outcomeId: ids.outcome(runner, k),
    entrantId: ids.entrant(runner),
    source,
    state: 'available',
    price,
    ...times,
  });
  return [
    row('win', quote.win),
    ...(quote.place ? [row('place', quote.place)] : []),
  ];
}

export function exchangeOdds(
  race: SnapshotRace,
  runner: SnapshotRunner,
  exchange: ExchangeQuote,
  times: { updatedAt: string; observedAt: string },
): BwOdds[] {
  const row = (
    k: 'win' | 'place',
    back: number | null | undefined,
    lay: number | null | undefined,
  ): BwOdds => ({
    id: ids.odds(runner, k, EXCHANGE.id),
    eventId: ids.event(race),
    marketId: ids.market(race, k),
    outcomeId: ids.outcome(runner, k),
    entrantId: ids.entrant(runner),
    source: EXCHANGE,
    state: 'available',
    exchange: {
      back: back ? [{ price: back }] : [],
      lay: lay ? [{ price: lay }] : [],
      marketState: 'open',
      outcomeState: 'active',
      inPlay: false,
    },
    ...times,
  });
  const rows = [row('win', exchange.winBack, exchange.winLay)];
  if (exchange.placeBack || exchange.placeLay)
    rows.push(row('place', exchange.placeBack, exchange.placeLay));
  return rows;
}

export function coverageOf(
  race: SnapshotRace,
  source: string,
  k: 'win' | 'place',
  observedAt: string,
): BwCoverage {
  return {
    eventId: ids.event(race),
    marketId: ids.market(race, k),
    sourceId: source,
    state: 'priced',
    complete: true,
    observedAt,
  };
}
