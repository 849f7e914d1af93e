import type { OddsFeed } from '@overlay/domain';
import { BetwatchGraphqlOddsFeed } from './betwatch-graphql/betwatch-graphql-odds-feed.adapter';
import type { BetwatchGraphqlOddsFeedOptions } from './betwatch-graphql/betwatch-graphql-odds-feed.adapter';
import { BetwatchStreamFeed } from './betwatch/betwatch-stream.feed';
import { FileOddsFeed } from './file/file-odds-feed.adapter';
import { OddsFeedError } from './odds-feed.error';
import { SimulatedOddsFeed } from './simulated/simulated-odds-feed.adapter';
import type { RaceDaySize } from './simulated/race-day';

/** The feed settings of the environment (ODDS_FEED, FEED_SEED, FEED_DAY, FEED_FILE, FEED_URL, FEED_API_KEY). */
export interface OddsFeedConfig {
  /** `simulated` (default), `file`, `betwatch` or `betwatch-graphql` (alias `http`). */
  kind?: string | null;
  seed?: number | string | null;
  /** FEED_DAY of the simulated feed: `standard` (default) or `saturday`. */
  day?: RaceDaySize;
  file?: string | null;
  url?: string | null;
  apiKey?: string | null;
  /** Transport tuning for the Betwatch adapters (timeouts, retries, breaker). */
  http?: BetwatchGraphqlOddsFeedOptions['http'];
  /** Where the Betwatch stream writes lines a person can act on (stream_limit, quota). */
  log?: (level: 'log' | 'warn', message: string) => void;
}

export const DEFAULT_FEED_SEED = 42;

/** Builds the configured feed; a wrong setting fails here, at start, with the fix in the message. */
export function createOddsFeed(config: OddsFeedConfig): OddsFeed {
  const kind = (config.kind ?? 'simulated').trim().toLowerCase();
  switch (kind) {
    case 'simulated':
      return new SimulatedOddsFeed({ seed: seedOf(config.seed), day: config.day });
    case 'file':
      if (!config.file?.trim()) {
        throw new OddsFeedError(
          'file',
          'ODDS_FEED=file needs FEED_FILE, the path of a snapshot JSON file',
        );
      }
      return new FileOddsFeed({ path: config.file });
    case 'betwatch':
      return new BetwatchStreamFeed({
        url: config.url,
        apiKey: config.apiKey,
        log: config.log,
      });
    case 'http':
    case 'betwatch-graphql':
      return new BetwatchGraphqlOddsFeed({
        url: config.url,
        apiKey: config.apiKey,
        http: config.http,
      });
    default:
      throw new Error(
        `ODDS_FEED must be one of simulated, file, betwatch, betwatch-graphql (or http, its old name) (got ${JSON.stringify(config.kind)})`,
      );
  }
}

function seedOf(raw: number | string | null | undefined): number {
  if (
    raw === null ||
    raw === undefined ||
    (typeof raw === 'string' && raw.trim() === '')
  )
    return DEFAULT_FEED_SEED;
  const seed = typeof raw === 'number' ? raw : Number(raw.trim());
  if (!Number.isSafeInteger(seed)) {
    throw new OddsFeedError(
      'simulated',
      `FEED_SEED must be a whole number (got ${JSON.stringify(raw)})`,
    );
  }
  return seed;
}
