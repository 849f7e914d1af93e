import type { FeedPing, MarketSnapshot, OddsFeed } from '@overlay/domain';
import { ResilientHttpClient } from '../http/resilient-http.client';
import type { ResilientHttpClientOptions } from '../http/resilient-http.client';
import { OddsFeedError } from '../odds-feed.error';
import { BETWATCH_BOOKMAKER_NAMES } from './betwatch-bookmakers';
import { BetwatchGraphqlClient } from './betwatch-graphql.client';
import { emptyMappingReport } from './betwatch-mapping.report';
import type { BetwatchMappingReport } from './betwatch-mapping.report';
import { mapBetwatchRace } from './betwatch-race.mapper';
import { fetchAllRaces } from './betwatch-races.paginator';
import { PING_QUERY } from './betwatch.queries';
import { racingDates } from './racing-dates';

export const BETWATCH_DEFAULT_URL = 'https://api.betwatch.com/query';

export interface BetwatchOddsFeedOptions {
  /** FEED_URL, default https://api.betwatch.com/query. */
  url?: string | null;
  /** FEED_API_KEY, sent as `X-Api-Key`. Without it fetch and ping fail with a clear message. */
  apiKey?: string | null;
  /** First page size (Betwatch lowers it with a `limit argument less than N` error). */
  pageSize?: number;
  maxPages?: number;
  /** Bookmakers asked for, as Betwatch spells them; default the 17 of spec §9. */
  bookmakers?: readonly string[];
  /** Timeouts, retries, breaker; injectable clock, sleep and fetch for tests. */
  http?: ResilientHttpClientOptions;
}

/**
 * `ODDS_FEED=http`: races of today and tomorrow (AU time) from the Betwatch GraphQL API, mapped
 * to the snapshot format. Transport failures are retried and, when they persist, open a circuit
 * breaker; a failed fetch throws so the refresh job keeps the last good data.
 */
export class BetwatchOddsFeed implements OddsFeed {
  readonly kind = 'http' as const;
  readonly url: string;
  private readonly http: ResilientHttpClient;
  private readonly graphql: BetwatchGraphqlClient | null;
  private lastError: string | null = null;
  private lastSuccessAt: string | null = null;
  private report: BetwatchMappingReport = emptyMappingReport();

  constructor(private readonly options: BetwatchOddsFeedOptions = {}) {
    this.url = options.url?.trim() || BETWATCH_DEFAULT_URL;
    this.http = new ResilientHttpClient({ name: 'Betwatch', ...options.http });
    const apiKey = options.apiKey?.trim();
    this.graphql = apiKey
      ? new BetwatchGraphqlClient({ url: this.url, apiKey, http: this.http })
      : null;
  }

  /** What the last fetch dropped or repaired (string quotes, unknown books, skipped races). */
  get lastReport(): BetwatchMappingReport {
    return this.report;
  }

  async fetchSnapshot(now: Date): Promise<MarketSnapshot> {
    try {
      const client = this.client();
      const nowMs = now.getTime();
      const races = await fetchAllRaces(client, {
        ...racingDates(nowMs),
        pageSize: this.options.pageSize ?? 200,
        maxPages: this.options.maxPages ?? 50,
        bookmakers: this.options.bookmakers ?? BETWATCH_BOOKMAKER_NAMES,
      });
      const report = emptyMappingReport();
      report.racesReceived = races.length;
      const mapped = races
        .map((race) => mapBetwatchRace(race, nowMs, report))
        .filter((race): race is NonNullable<typeof race> => race !== null)
        .sort(
          (a, b) =>
            a.startTime.localeCompare(b.startTime) ||
            a.extRaceId.localeCompare(b.extRaceId),
        );
      this.report = report;
      this.lastError = null;
      this.lastSuccessAt = new Date().toISOString();
      return { generatedAt: now.toISOString(), races: mapped };
    } catch (error) {
      const failure =
        error instanceof OddsFeedError
          ? error
          : new OddsFeedError('http', (error as Error).message, {
              cause: error,
            });
      this.lastError = failure.message;
      throw failure;
    }
  }

  async ping(): Promise<FeedPing> {
    const history = {
      lastError: this.lastError,
      lastSuccessAt: this.lastSuccessAt,
    };
    try {
      const started = Date.now();
      // One attempt: a ping reports the remote's state now, it does not wait out backoffs.
      await this.client().query(PING_QUERY, racingDates(started), {
        maxRetries: 0,
      });
      return {
        ok: true,
        status: `OK: Betwatch ${this.url} answered in ${Date.now() - started} ms`,
        ...history,
      };
    } catch (error) {
      return { ok: false, status: (error as Error).message, ...history };
    }
  }

  private client(): BetwatchGraphqlClient {
    if (!this.graphql) {
      throw new OddsFeedError(
        'http',
        'FEED_API_KEY is not set: the Betwatch API (ODDS_FEED=http) needs a key',
      );
    }
    return this.graphql;
  }
}
