import type { Transaction } from '../common/transaction.port';
import type { BettingSettings } from './betting-settings';

/** Port of per-user betting settings; a user without a row has the defaults. */
export abstract class BettingSettingsRepository {
  abstract find(userId: string): Promise<BettingSettings | null>;
  /** Many users' settings in one read (the alert evaluator's stakes); users without a row are absent. */
  abstract findMany(userIds: readonly string[]): Promise<Map<string, BettingSettings>>;
  abstract save(
    userId: string,
    settings: BettingSettings,
    tx?: Transaction,
  ): Promise<BettingSettings>;
}
