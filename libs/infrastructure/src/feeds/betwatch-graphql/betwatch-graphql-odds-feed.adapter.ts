import type { FeedPing, MarketSnapshot, OddsFeed } from '@overlay/domain';
import { RequestSpacing } from '../http/request-spacing';
import { ResilientHttpClient } from '../http/resilient-http.client';
import type { ResilientHttpClientOptions } from '../http/resilient-http.client';
import { OddsFeedError } from '../odds-feed.error';
import { BETWATCH_GRAPHQL_BOOKMAKERS } from './betwatch-bookmakers';
import {
  BetwatchGraphqlClient,
  BetwatchGraphqlError,
} from './betwatch-graphql.client';
import { emptyMappingReport } from './betwatch-mapping.report';
import type { BetwatchMappingReport } from './betwatch-mapping.report';
import { mapBetwatchRace } from './betwatch-race.mapper';
import { fetchAllRaces } from './betwatch-races.paginator';
import { graphqlSources } from './betwatch-sources';
import { PING_QUERY, RACE_QUERY } from './betwatch.queries';
import type { BetwatchRace } from './betwatch.types';
import { racingDates } from './racing-dates';

export const BETWATCH_DEFAULT_URL = 'https://api.betwatch.com/query';
/** Betwatch's documented page size. */
export const BETWATCH_PAGE_SIZE = 100;
/** The SDK waits 60 s: a big page can take well over 10 s. */
export const BETWATCH_PAGE_TIMEOUT_MS = 60_000;
/** One `race(id)` query at most this often (the live tracker's races; Betwatch publishes no GraphQL limit). */
export const BETWATCH_RACE_QUERY_GAP_MS = 250;
/** GraphQL error messages kept in the report (the count is kept in full). */
const ERROR_SAMPLES = 5;

export interface BetwatchGraphqlOddsFeedOptions {
  /** FEED_URL, default https://api.betwatch.com/query. */
  url?: string | null;
  /** FEED_API_KEY, sent as `X-Api-Key`. Without it fetch and ping fail with a clear message. */
  apiKey?: string | null;
  /**
   * First page size, default 100 (Betwatch lowers it with a `limit argument less than N` error;
   * the lower size is then kept for later fetches).
   */
  pageSize?: number;
  maxPages?: number;
  /** Bookmakers asked for, as Betwatch spells them; default every book Betwatch's SDK names. */
  bookmakers?: readonly string[];
  /** Least time between two `race(id)` queries, default 250 ms. */
  raceQueryGapMs?: number;
  /** The spacing's clock and wait, injectable for tests (the real ones by default). */
  raceQueryTimer?: { now: () => number; sleep: (ms: number) => Promise<void> };
  /** Timeouts (default 60 s a page), retries, breaker; injectable clock, jitter and fetch. */
  http?: ResilientHttpClientOptions;
}

/**
 * `ODDS_FEED=betwatch-graphql` (alias `http`): races of today and tomorrow (AU time) from the Betwatch GraphQL API, mapped
 * to the snapshot format. Transport failures are retried and, when they persist, open a circuit
 * breaker; a failed fetch throws so the refresh job keeps the last good data. GraphQL errors
 * beside usable data are counted in `lastReport`, not fatal (providers/betwatch.md).
 */
export class BetwatchGraphqlOddsFeed implements OddsFeed {
  readonly kind = 'betwatch-graphql' as const;
  readonly url: string;
  private readonly http: ResilientHttpClient;
  private readonly graphql: BetwatchGraphqlClient | null;
  private lastError: string | null = null;
  private lastSuccessAt: string | null = null;
  private report: BetwatchMappingReport = emptyMappingReport();
  /** The page size to ask for: the configured one until Betwatch teaches a smaller one. */
  private pageSize: number;
  readonly pageTimeoutMs: number;
  private readonly raceQueries: RequestSpacing;

  constructor(private readonly options: BetwatchGraphqlOddsFeedOptions = {}) {
    this.url = options.url?.trim() || BETWATCH_DEFAULT_URL;
    this.pageSize = options.pageSize ?? BETWATCH_PAGE_SIZE;
    this.pageTimeoutMs = options.http?.timeoutMs ?? BETWATCH_PAGE_TIMEOUT_MS;
    this.http = new ResilientHttpClient({
      name: 'Betwatch',
      ...options.http,
      timeoutMs: this.pageTimeoutMs,
    });
    this.raceQueries = new RequestSpacing(
      options.raceQueryGapMs ?? BETWATCH_RACE_QUERY_GAP_MS,
      options.raceQueryTimer?.now,
      options.raceQueryTimer?.sleep,
    );
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
      const pages = await fetchAllRaces(client, {
        ...racingDates(nowMs),
        pageSize: this.pageSize,
        maxPages: this.options.maxPages ?? 50,
        bookmakers: this.options.bookmakers ?? BETWATCH_GRAPHQL_BOOKMAKERS,
      });
      // Remember a limit the server taught, instead of relearning it on every refresh.
      this.pageSize = pages.limit;
      const { races } = pages;
      const report = emptyMappingReport();
      report.racesReceived = races.length;
      report.graphqlErrors = pages.errors.length;
      report.graphqlErrorSamples = pages.errors.slice(0, ERROR_SAMPLES);
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
      return { generatedAt: now.toISOString(), races: mapped, sources: graphqlSources(races) };
    } catch (error) {
      const failure =
        error instanceof OddsFeedError
          ? error
          : new OddsFeedError('betwatch-graphql', (error as Error).message, {
              cause: error,
            });
      this.lastError = failure.message;
      throw failure;
    }
  }

  /**
   * The given races by `race(id)`, one query at a time and spaced (BETWATCH_RACE_QUERY_GAP_MS), so
   * the live tracker never bursts; an id Betwatch does not know is left out (it keeps its stored state).
   */
  async fetchRaces(
    extRaceIds: readonly string[],
    now: Date,
  ): Promise<MarketSnapshot> {
    try {
      const client = this.client();
      const report = emptyMappingReport();
      const races = [];
      const received: BetwatchRace[] = [];
      for (const id of extRaceIds) {
        await this.raceQueries.wait();
        const race = await this.oneRace(client, id, report);
        if (!race) continue;
        report.racesReceived += 1;
        received.push(race);
        const mapped = mapBetwatchRace(race, now.getTime(), report);
        if (mapped) races.push(mapped);
      }
      this.report = report;
      this.lastError = null;
      this.lastSuccessAt = new Date().toISOString();
      return { generatedAt: now.toISOString(), races, sources: graphqlSources(received) };
    } catch (error) {
      const failure =
        error instanceof OddsFeedError
          ? error
          : new OddsFeedError('betwatch-graphql', (error as Error).message, {
              cause: error,
            });
      this.lastError = failure.message;
      throw failure;
    }
  }

  /**
   * One race by id. `race(id: ID!): Race!` is non-null, so a race that no longer exists answers
   * `data: null` with an error (never `{race: null}`): that costs this race only, counted in the
   * report, while transport failures still fail the call. One query per id: aliasing several
   * into one document would null the whole reply for one unknown id (null propagation).
   */
  private async oneRace(
    client: BetwatchGraphqlClient,
    id: string,
    report: BetwatchMappingReport,
  ): Promise<BetwatchRace | null> {
    try {
      const { data, errors } = await client.request<{
        race: BetwatchRace | null;
      }>(RACE_QUERY, {
        id,
        bookmakers: this.options.bookmakers ?? BETWATCH_GRAPHQL_BOOKMAKERS,
        bookmakersWithFlucs: [],
      });
      this.countErrors(report, errors);
      return data.race ?? null;
    } catch (error) {
      if (!(error instanceof BetwatchGraphqlError)) throw error;
      this.countErrors(report, error.messages);
      return null;
    }
  }

  private countErrors(
    report: BetwatchMappingReport,
    messages: readonly string[],
  ): void {
    report.graphqlErrors += messages.length;
    const room = ERROR_SAMPLES - report.graphqlErrorSamples.length;
    if (room > 0) report.graphqlErrorSamples.push(...messages.slice(0, room));
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
      const partial =
        this.report.graphqlErrors > 0
          ? `; the last fetch kept its data beside ${this.report.graphqlErrors} GraphQL errors (${this.report.graphqlErrorSamples[0]})`
          : '';
      return {
        ok: true,
        status: `OK: Betwatch ${this.url} answered in ${Date.now() - started} ms${partial}`,
        ...history,
      };
    } catch (error) {
      return { ok: false, status: (error as Error).message, ...history };
    }
  }

  private client(): BetwatchGraphqlClient {
    if (!this.graphql) {
      throw new OddsFeedError(
        'betwatch-graphql',
        'FEED_API_KEY is not set: the Betwatch API (ODDS_FEED=betwatch-graphql) needs a key',
      );
    }
    return this.graphql;
  }
}
