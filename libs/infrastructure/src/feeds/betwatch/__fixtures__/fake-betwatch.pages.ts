import type { SnapshotRace } from '@overlay/domain';
import type {
  BwEventSnapshot,
  BwScopeSnapshot,
  BwStreamContinuation,
  BwVenue,
} from '../betwatch.types';
import {
  entrantOf,
  eventOf,
  ids,
  marketsOf,
  outcomesOf,
  venueOf,
} from './fake-betwatch.entities';
import type { FakeRaceDay } from './fake-betwatch.race-day';

const SPORT_CODES: Record<string, SnapshotRace['code']> = {
  thoroughbred: 'TB',
  greyhound: 'GR',
  harness: 'HR',
};

/** A scope filter as `/v1/snapshot` and `/v1/venues` read it (lists comma-separated or repeated). */
export interface ScopeFilter {
  sport: string[];
  country: string[];
  startFrom: string | null;
  startTo: string | null;
}

export function filterOf(params: URLSearchParams): ScopeFilter {
  const list = (name: string) =>
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .filter(Boolean);
  return {
    sport: list('sport'),
    country: list('country'),
    startFrom: params.get('startFrom'),
    startTo: params.get('startTo'),
  };
}

function racesIn(day: FakeRaceDay, filter: ScopeFilter): SnapshotRace[] {
  const codes = new Set(filter.sport.map((sport) => SPORT_CODES[sport]));
  const countries = new Set(
    filter.country.map((country) => country.toUpperCase()),
  );
  const from = filter.startFrom
    ? Date.parse(filter.startFrom)
    : Number.NEGATIVE_INFINITY;
  const to = filter.startTo
    ? Date.parse(filter.startTo)
    : Number.POSITIVE_INFINITY;
  return [...day.races.values()]
    .filter(
      (race) =>
        (codes.size === 0 || codes.has(race.code)) &&
        (countries.size === 0 || countries.has(race.country)),
    )
    .filter(
      (race) =>
        Date.parse(race.startTime) >= from && Date.parse(race.startTime) <= to,
    )
    .sort(
      (a, b) =>
        a.startTime.localeCompare(b.startTime) ||
        a.extRaceId.localeCompare(b.extRaceId),
    );
}

/** Everything about some races, in the snapshot's lists (shared by scope and event snapshots). */
function contents(day: FakeRaceDay, races: readonly SnapshotRace[]) {
  const page = {
    events: [] as BwScopeSnapshot['events'],
    entrants: [] as BwScopeSnapshot['entrants'],
    markets: [] as BwScopeSnapshot['markets'],
    outcomes: [] as BwScopeSnapshot['outcomes'],
    odds: [] as BwScopeSnapshot['odds'],
    coverage: [] as BwScopeSnapshot['coverage'],
  };
  const eventIds = new Set<string>();
  for (const race of races) {
    eventIds.add(ids.event(race));
    page.events.push(eventOf(race, day.now));
    page.markets.push(...marketsOf(race));
    for (const runner of race.runners) {
      page.entrants.push(entrantOf(race, runner, day.now));
      page.outcomes.push(...outcomesOf(race, runner));
    }
  }
  for (const row of day.odds.values())
    if (eventIds.has(row.eventId)) page.odds.push(row);
  for (const row of day.coverage.values())
    if (eventIds.has(row.eventId)) page.coverage.push(row);
  return page;
}

/**
 * One `/v1/snapshot` page. The `after` token carries the offset and the stream cursor captured
 * before the first page, so every page of one read returns the same `stream.cursor` while each
 * page shows the market as it is when that page is read (as the real API does).
 */
export function scopePage(
  day: FakeRaceDay,
  filter: ScopeFilter,
  limit: number,
  after: string | null,
): BwScopeSnapshot {
  const token = after
    ? (JSON.parse(Buffer.from(after, 'base64url').toString()) as {
        offset: number;
        cursor: string;
      })
    : { offset: 0, cursor: day.head() };
  const all = racesIn(day, filter);
  const races = all.slice(token.offset, token.offset + limit);
  const next =
    token.offset + limit < all.length
      ? Buffer.from(
          JSON.stringify({
            offset: token.offset + limit,
            cursor: token.cursor,
          }),
        ).toString('base64url')
      : undefined;
  const stream: BwStreamContinuation = {
    cursor: token.cursor,
    event: [],
    source: [],
    ...(filter.sport.length ? { sport: filter.sport } : {}),
    ...(filter.country.length ? { country: filter.country } : {}),
    ...(filter.startFrom ? { startFrom: filter.startFrom } : {}),
    ...(filter.startTo ? { startTo: filter.startTo } : {}),
  };
  return { ...contents(day, races), stream, ...(next ? { next } : {}) };
}

export function eventSnapshot(
  day: FakeRaceDay,
  eventId: string,
): BwEventSnapshot | null {
  const race = [...day.races.values()].find(
    (candidate) => ids.event(candidate) === eventId,
  );
  if (!race) return null;
  const { events, ...rest } = contents(day, [race]);
  return {
    ...rest,
    event: events[0],
    stream: { cursor: day.head(), event: [eventId], source: [] },
  };
}

export function venuesIn(day: FakeRaceDay, filter: ScopeFilter): BwVenue[] {
  const venues = new Map<string, BwVenue>();
  for (const race of racesIn(day, filter)) {
    const venue = venueOf(race);
    venues.set(venue.id, venue);
  }
  return [...venues.values()].sort((a, b) => a.name.localeCompare(b.name));
}
