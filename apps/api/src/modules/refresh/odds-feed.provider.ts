import type { Provider } from '@nestjs/common';
import type { OddsFeed } from '@overlay/domain';
import { createOddsFeed } from '@overlay/infrastructure';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';

/** Injection token of the configured OddsFeed (the port is an interface in @overlay/domain). */
export const ODDS_FEED = Symbol('ODDS_FEED');

export const oddsFeedProvider: Provider = {
  provide: ODDS_FEED,
  useFactory: (config: AppConfig): OddsFeed =>
    createOddsFeed({
      kind: config.oddsFeed,
      seed: config.feedSeed,
      file: config.feedFile,
      url: config.feedUrl,
      apiKey: config.feedApiKey,
    }),
  inject: [APP_CONFIG],
};
