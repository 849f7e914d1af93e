import { BetwatchGraphqlError } from './betwatch-graphql.client';
import type { BetwatchGraphqlClient } from './betwatch-graphql.client';
import {
  BETWATCH_LOCATIONS,
  BETWATCH_RACE_TYPES,
  RACES_QUERY,
} from './betwatch.queries';
import type { BetwatchRace } from './betwatch.types';

export interface RacePageOptions {
  dateFrom: string;
  dateTo: string;
  /** First page size; lowered when Betwatch says `limit argument less than N`. */
  pageSize: number;
  /** Bookmakers whose price history (`flucs`) is wanted; always sent, as the SDK does. */
  bookmakersWithFlucs?: readonly string[];
  /** Safety stop against a server that never sends a short page. */
  maxPages: number;
  bookmakers: readonly string[];
}

const LIMIT_HINT = /limit argument less than (\d+)/i;
/** Times a page may be re-asked with a smaller limit before giving up. */
const MAX_LIMIT_RETRIES = 3;

export interface RacePages {
  races: BetwatchRace[];
  /** The page size that worked: a limit Betwatch taught, to start the next fetch with. */
  limit: number;
  /** Messages of `errors` that came beside usable data (kept, and counted by the caller). */
  errors: string[];
}

/**
 * Every race between two dates, page by page (`limit`/`offset`), until a page comes back shorter
 * than the limit. A "limit argument less than N" refusal is retried with N, as Betwatch's own
 * SDK does; errors beside usable data are collected, not thrown.
 */
export async function fetchAllRaces(
  client: BetwatchGraphqlClient,
  options: RacePageOptions,
): Promise<RacePages> {
  const races: BetwatchRace[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  let limit = options.pageSize;
  let offset = 0;
  let limitRetries = 0;
  for (let page = 0; page < options.maxPages;) {
    let batch: BetwatchRace[];
    try {
      const reply = await client.request<{ races?: BetwatchRace[] | null }>(
        RACES_QUERY,
        {
          limit,
          offset,
          types: BETWATCH_RACE_TYPES,
          locations: BETWATCH_LOCATIONS,
          dateFrom: options.dateFrom,
          dateTo: options.dateTo,
          bookmakers: options.bookmakers,
          bookmakersWithFlucs: options.bookmakersWithFlucs ?? [],
        },
      );
      batch = Array.isArray(reply.data.races) ? reply.data.races : [];
      errors.push(...reply.errors);
    } catch (error) {
      const smaller = smallerLimit(error, limit);
      if (smaller === null || limitRetries >= MAX_LIMIT_RETRIES) throw error;
      limit = smaller;
      limitRetries += 1;
      continue;
    }
    page += 1;
    for (const race of batch) {
      // Races can shift between pages while they are read; keep the first copy of each.
      const id = race?.id ? String(race.id) : '';
      if (id && seen.has(id)) continue;
      if (id) seen.add(id);
      races.push(race);
    }
    if (batch.length < limit) return { races, limit, errors };
    offset += batch.length;
  }
  throw new Error(
    `Betwatch returned more than ${options.maxPages} full pages of ${limit} races; stopped reading`,
  );
}

/** The limit Betwatch asks for, or null when the error is about something else. */
function smallerLimit(error: unknown, current: number): number | null {
  if (!(error instanceof BetwatchGraphqlError)) return null;
  for (const message of error.messages) {
    const match = LIMIT_HINT.exec(message);
    if (!match) continue;
    const asked = Number(match[1]);
    // "Less than N" read literally would be N − 1; the SDK retries with N, so do we, unless
    // N was just refused too.
    const next = asked < current ? asked : current - 1;
    return next >= 1 ? next : null;
  }
  return null;
}
