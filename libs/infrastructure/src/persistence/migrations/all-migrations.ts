// The migrations' list is a file of its own, free of the ORM entities (and their decorators), so
// a benchmark run by tsx can build the schema too (bench/refresh.bench.ts).
import { CreateUsers1763700000000 } from './1763700000000-create-users';
import { CreateAuthTables1763710000000 } from './1763710000000-create-auth-tables';
import { CreateMarketData1763720000000 } from './1763720000000-create-market-data';
import { CreatePromosAndBoosts1763730000000 } from './1763730000000-create-promos-and-boosts';
import { NotifyAuthChanges1763740000000 } from './1763740000000-notify-auth-changes';
import { AddQuoteAges1763760000000 } from './1763760000000-add-quote-ages';
import { CreateIdempotencyAndBoostLegs1763770000000 } from './1763770000000-create-idempotency-and-boost-legs';
import { AddRaceResults1763780000000 } from './1763780000000-add-race-results';
import { CreateBets1763790000000 } from './1763790000000-create-bets';
import { CreateFeedStreamState1763822000000 } from './1763822000000-create-feed-stream-state';
import { CreateAlerts1764140000000 } from './1764140000000-create-alerts';
import { CreateBettingSettings1763800000000 } from './1763800000000-create-betting-settings';
import { AddBetLogKeysetIndex1764020000000 } from './1764020000000-add-bet-log-keyset-index';
import { AddBetLegs1764020000001 } from './1764020000001-add-bet-legs';
import { KeepIdempotentReplyBytes1764030000000 } from './1764030000000-keep-idempotent-reply-bytes';
import { AddRaceRegion1764030000001 } from './1764030000001-add-race-region';
import { AddBetStartTimeLocal1764080000000 } from './1764080000000-add-bet-start-time-local';
import { CreateLeaderEpoch1764110000000 } from './1764110000000-create-leader-epoch';
import { CreateEventOutbox1764110000001 } from './1764110000001-create-event-outbox';
import { AddFairPriceHistory1764120000000 } from './1764120000000-add-fair-price-history';
import { CreateAlertChannels1764150000000 } from './1764150000000-create-alert-channels';
import { DurableAlertDeliveries1765300000000 } from './1765300000000-durable-alert-deliveries';
import { AddPriceHistoryPrevious1764210000000 } from './1764210000000-add-price-history-previous';
import { CreateRateLimits1764200000000 } from './1764200000000-create-rate-limits';
import { CreateMoversWindows1764220000000 } from './1764220000000-create-movers-windows';
import { AddSourceCatalogue1765100000000 } from './1765100000000-add-source-catalogue';
import { AddHedge1765500000001 } from './1765500000001-add-hedge';
import { AddBetLay1765500000002 } from './1765500000002-add-bet-lay';
import { AddAlertRuleHedge1765500000003 } from './1765500000003-add-alert-rule-hedge';
import { AddBookmakerNameKeys1765600000000 } from './1765600000000-add-bookmaker-name-keys';
import { AddBetRetentionOrigin1765636000000 } from './1765636000000-add-bet-retention-origin';
import { AddRunnerContentHash1765700000000 } from './1765700000000-add-runner-content-hash';
import { AddBetBoostedFrom1765800000000 } from './1765800000000-add-bet-boosted-from';

/** Every migration, in order. New ones are appended. */
export const MIGRATIONS = [
  CreateUsers1763700000000,
  CreateAuthTables1763710000000,
  CreateMarketData1763720000000,
  CreatePromosAndBoosts1763730000000,
  NotifyAuthChanges1763740000000,
  AddQuoteAges1763760000000,
  CreateIdempotencyAndBoostLegs1763770000000,
  AddRaceResults1763780000000,
  CreateBets1763790000000,
  CreateBettingSettings1763800000000,
  CreateFeedStreamState1763822000000,
  AddBetLogKeysetIndex1764020000000,
  AddBetLegs1764020000001,
  KeepIdempotentReplyBytes1764030000000,
  AddRaceRegion1764030000001,
  AddBetStartTimeLocal1764080000000,
  CreateLeaderEpoch1764110000000,
  CreateEventOutbox1764110000001,
  AddFairPriceHistory1764120000000,
  CreateAlertChannels1764150000000,
  CreateAlerts1764140000000,
  AddPriceHistoryPrevious1764210000000,
  CreateRateLimits1764200000000,
  CreateMoversWindows1764220000000,
  AddSourceCatalogue1765100000000,
  DurableAlertDeliveries1765300000000,
  AddHedge1765500000001,
  AddBetLay1765500000002,
  AddAlertRuleHedge1765500000003,
  AddBookmakerNameKeys1765600000000,
  AddBetRetentionOrigin1765636000000,
  AddRunnerContentHash1765700000000,
  AddBetBoostedFrom1765800000000,
];
