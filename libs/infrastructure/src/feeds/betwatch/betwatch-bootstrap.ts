import { racingDates } from '../betwatch-graphql/racing-dates';
import { localTimeToUtc } from '../simulated/local-time';
import type { BetwatchApiClient } from './betwatch-api.client';
import type { BetwatchMarket } from './betwatch-market';
import { readSources } from './betwatch-sources';
import type {
  BwEventSnapshot,
  BwPage,
  BwScopeSnapshot,
  BwStreamContinuation,
  BwVenue,
} from './betwatch.types';

/** What Overlay follows: AU/NZ thoroughbred, greyhound and harness races of today and tomorrow. */
export interface BetwatchScope {
  sports: string[];
  countries: string[];
  /** Sydney date of the scope's first day: a new day means a new bootstrap. */
  day: string;
  startFrom: string;
  startTo: string;
}

const SNAPSHOT_PAGE_SIZE = 50;
const CATALOGUE_PAGE_SIZE = 200;
const MAX_PAGES = 200;
/** Perth's last races run a few hours after Sydney's midnight. */
const LATE_RACES_MS = 4 * 3_600_000;

export function scopeAt(nowMs: number): BetwatchScope {
  const { dateFrom, dateTo } = racingDates(nowMs);
  const start = localTimeToUtc(dateFrom, 0, 'NSW');
  const end = localTimeToUtc(dateTo, 24 * 60, 'NSW') + LATE_RACES_MS;
  return {
    sports: ['thoroughbred', 'greyhound', 'harness'],
    countries: ['au', 'nz'],
    day: dateFrom,
    startFrom: new Date(start).toISOString(),
    startTo: new Date(end).toISOString(),
  };
}

/** What a bootstrap cost and found, for the log and the ping. */
export interface BootstrapResult {
  continuation: BwStreamContinuation;
  pages: number;
  races: number;
  venues: number;
}

/**
 * Bootstraps the scope over REST: the venues (catalogue, for names and states), the sources
 * (catalogue: every book, tote and exchange pricing the scope, docs/feeds.md), then every
 * `/v1/snapshot` page into the market. All pages carry the same `stream.cursor`, captured before
 * the first page was read, so following it after the last page misses nothing. The market is
 * not emptied first: races are replaced as their page arrives (a quote a page leaves out is
 * gone), so a re-bootstrap after a `resync` never shows an empty market.
 */
export async function bootstrapScope(
  api: BetwatchApiClient,
  market: BetwatchMarket,
  scope: BetwatchScope,
): Promise<BootstrapResult> {
  const filter = {
    sport: scope.sports,
    country: scope.countries,
    startFrom: scope.startFrom,
    startTo: scope.startTo,
  };
  const venues: BwVenue[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const reply = await api.get<BwPage<BwVenue>>('/v1/venues', {
      ...filter,
      limit: CATALOGUE_PAGE_SIZE,
      after,
    });
    venues.push(...(reply.items ?? []));
    if (!reply.next) break;
    after = reply.next;
  }
  market.setVenues(venues);
  await readSources(api, market, filter);
  let continuation: BwStreamContinuation | null = null;
  let pages = 0;
  let races = 0;
  after = undefined;
  for (; pages < MAX_PAGES;) {
    const since = market.mark();
    const page: BwScopeSnapshot = await api.get<BwScopeSnapshot>(
      '/v1/snapshot',
      { ...filter, limit: SNAPSHOT_PAGE_SIZE, after },
    );
    pages += 1;
    continuation ??= page.stream;
    market.applySnapshot(page, since);
    races += page.events?.length ?? 0;
    if (!page.next) break;
    after = page.next;
  }
  if (!continuation?.cursor)
    throw new Error('Betwatch /v1/snapshot answered without a stream cursor');
  return { continuation, pages, races, venues: venues.length };
}

/** One race's snapshot (a frame named a race the market does not hold, or a result came). */
export async function fetchRace(
  api: BetwatchApiClient,
  market: BetwatchMarket,
  eventId: string,
): Promise<boolean> {
  const since = market.mark();
  const snapshot = await api.get<BwEventSnapshot>(
    `/v1/events/${encodeURIComponent(eventId)}/snapshot`,
    {},
    { maxRetries: 1 },
  );
  const venueId = snapshot.event.venueId;
  if (venueId && !market.venues.has(venueId)) {
    const venue = await api
      .get<BwVenue>(
        `/v1/venues/${encodeURIComponent(venueId)}`,
        {},
        { maxRetries: 1 },
      )
      .catch(() => null);
    if (venue) market.setVenues([venue]);
  }
  market.applySnapshot({ ...snapshot, events: [snapshot.event] }, since);
  return true;
}

/** The stream query that replays a snapshot's continuation (its filters are part of the cursor). */
export function streamQuery(
  continuation: BwStreamContinuation,
): Record<string, string | readonly string[] | undefined> {
  const { cursor: _cursor, ...filters } = continuation;
  return { snapshot: 'none', ...filters };
}
