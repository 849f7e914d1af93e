import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  FallbackHandler,
  RecordedRequest,
} from '../../http/__fixtures__/scripted-http.server';
import type { BetwatchRace, GraphqlResponse } from '../betwatch.types';

// A fake of the Betwatch GraphQL endpoint for integration tests, answering as the real API does
// (providers/betwatch.md): checks the API key, refuses a list variable declared with nullable
// items where the argument wants `[String!]`, pages the fixture races by limit/offset, refuses a
// too-large limit, and can answer slowly or with errors beside usable data.

export const FAKE_API_KEY = 'test-key-123';

/** The recorded-style reply of __fixtures__/betwatch-races.response.json. */
export function fixtureRaces(): BetwatchRace[] {
  const text = readFileSync(
    join(__dirname, 'betwatch-races.response.json'),
    'utf8',
  );
  const reply = JSON.parse(text) as GraphqlResponse<{ races: BetwatchRace[] }>;
  return reply.data?.races ?? [];
}

export function fixtureReply(name: string): unknown {
  return JSON.parse(readFileSync(join(__dirname, name), 'utf8'));
}

/** `count` distinct races cloned from a fixture race, for pagination tests. */
export function manyRaces(count: number): BetwatchRace[] {
  const template = fixtureRaces()[2];
  return Array.from({ length: count }, (_, index) => ({
    ...template,
    id: `race-${String(index + 1).padStart(3, '0')}`,
    number: (index % 12) + 1,
  }));
}

export interface FakeBetwatchOptions {
  races?: BetwatchRace[];
  /** Largest limit accepted; above it the reply is `limit argument less than N`. */
  maxLimit?: number;
  apiKey?: string;
  /** Errors sent beside the data of every races page (as for a runner without a market). */
  partialErrors?: string[];
  /** How long each races page takes to answer. */
  pageDelayMs?: number;
  /**
   * List only the races whose meeting date is within `dateFrom`..`dateTo`, as Betwatch does (off
   * by default: the recorded fixture spans two dates).
   */
  filterByDate?: boolean;
  /** Faults a test sets and changes while the fake runs. */
  faults?: FakeBetwatchFaults;
}

export interface FakeBetwatchFaults {
  /** `race(id)` for this race answers 429 with `Retry-After` this many times, then as usual. */
  raceRefusals?: { id: string; remaining: number; retryAfterSeconds: number };
}

interface GraphqlRequestBody {
  query?: string;
  variables?: {
    limit?: number;
    offset?: number;
    id?: string;
    dateFrom?: string;
    dateTo?: string;
  };
}

/** Arguments of `races`/`bookmakerMarkets` typed `[String!]`: their variables must match. */
const NON_NULL_LIST_ARGUMENTS = [
  'bookmakers',
  'bookmakersWithFlucs',
  'locations',
];

/**
 * The validation error GraphQL gives for a variable declared `[String]` (nullable items) and
 * used where `[String!]` is expected; null when the declarations are fine.
 */
function variableTypeError(query: string): string | null {
  for (const name of NON_NULL_LIST_ARGUMENTS) {
    const declared = new RegExp(`\\$${name}\\s*:\\s*(\\[[^\\]]*\\]!?)`).exec(
      query,
    );
    if (declared && !/^\[\w+!\]/.test(declared[1])) {
      return `Variable "$${name}" of type "${declared[1]}" used in position expecting type "[String!]".`;
    }
  }
  return null;
}

export function fakeBetwatchApi(
  options: FakeBetwatchOptions = {},
): FallbackHandler {
  const races = options.races ?? fixtureRaces();
  const maxLimit = options.maxLimit ?? Number.POSITIVE_INFINITY;
  const apiKey = options.apiKey ?? FAKE_API_KEY;
  return (request: RecordedRequest) => {
    if (request.headers['x-api-key'] !== apiKey) {
      return {
        status: 401,
        body: fixtureReply('betwatch-unauthorized.response.json'),
      };
    }
    const { query = '', variables = {} } = (request.body ??
      {}) as GraphqlRequestBody;
    if (query.includes('query Ping')) {
      return {
        body: {
          data: { races: races.slice(0, 1).map((race) => ({ id: race.id })) },
        },
      };
    }
    const typeError = variableTypeError(query);
    if (typeError) {
      return {
        body: {
          data: null,
          errors: [
            {
              message: typeError,
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            },
          ],
        },
      };
    }
    if (query.includes('query GetRace(')) {
      const refusals = options.faults?.raceRefusals;
      if (refusals && refusals.id === variables.id && refusals.remaining > 0) {
        refusals.remaining -= 1;
        return {
          status: 429,
          headers: { 'Retry-After': String(refusals.retryAfterSeconds) },
          body: { errors: [{ message: 'rate limited' }] },
        };
      }
      // The schema says `race(id: ID!): Race!`: a race that no longer exists cannot be `null`
      // in its field, so the error propagates to the root and the whole reply's data is null.
      const race = races.find((candidate) => candidate.id === variables.id);
      if (!race) {
        return {
          body: {
            data: null,
            errors: [
              {
                message: `race ${String(variables.id)} not found`,
                path: ['race'],
              },
            ],
          },
        };
      }
      return { body: { data: { race } } };
    }
    const limit = variables.limit ?? 100;
    if (limit > maxLimit) {
      return {
        body: {
          data: null,
          errors: [
            {
              message: `limit argument less than ${maxLimit}`,
              path: ['races'],
            },
          ],
        },
      };
    }
    const offset = variables.offset ?? 0;
    const listed = options.filterByDate
      ? races.filter((race) => {
          const date = race.meeting?.date ?? '';
          return date >= (variables.dateFrom ?? '') && date <= (variables.dateTo ?? '\uffff');
        })
      : races;
    const errors = (options.partialErrors ?? []).map((message, index) => ({
      message,
      path: ['races', index, 'runners', 0, 'betfairMarkets'],
    }));
    return {
      delayMs: options.pageDelayMs,
      body: {
        data: { races: listed.slice(offset, offset + limit) },
        ...(errors.length > 0 ? { errors } : {}),
      },
    };
  };
}
