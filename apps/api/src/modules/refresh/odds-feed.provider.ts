import type { Provider } from '@nestjs/common';
import { OddsFeed } from '@overlay/domain';
import { createOddsFeed } from '@overlay/infrastructure';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';

/** The configured OddsFeed adapter, bound to the port (an abstract class in @overlay/domain). */
export const oddsFeedProvider: Provider = {
  provide: OddsFeed,
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
