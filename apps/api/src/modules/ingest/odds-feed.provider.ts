import { Logger } from '@nestjs/common';
import type { Provider } from '@nestjs/common';
import { OddsFeed, OddsStream } from '@overlay/domain';
import { createOddsFeed } from '@overlay/infrastructure';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';

const feedLogger = new Logger('OddsFeed');

/** The configured OddsFeed adapter, bound to the port (an abstract class in @overlay/domain). */
export const oddsFeedProvider: Provider = {
  provide: OddsFeed,
  useFactory: (config: AppConfig): OddsFeed =>
    createOddsFeed({
      kind: config.oddsFeed,
      seed: config.feedSeed,
      day: config.feedDay,
      file: config.feedFile,
      url: config.feedUrl,
      apiKey: config.feedApiKey,
      log: (level, message) => (level === 'warn' ? feedLogger.warn(message) : feedLogger.log(message)),
    }),
  inject: [APP_CONFIG],
};

/**
 * The same adapter as an OddsStream when it pushes changes (ODDS_FEED=betwatch), else null:
 * polling feeds keep the refresh job's lanes, a streaming feed is followed by StreamMarketsJob.
 */
export const oddsStreamProvider: Provider = {
  provide: OddsStream,
  useFactory: (feed: OddsFeed): OddsStream | null => (isOddsStream(feed) ? feed : null),
  inject: [OddsFeed],
};

function isOddsStream(feed: unknown): feed is OddsStream {
  const candidate = feed as Partial<OddsStream>;
  return typeof candidate.drain === 'function' && typeof candidate.start === 'function' && typeof candidate.status === 'function';
}
