import type { BettingSettings } from './betting-settings';

/** Port of per-user betting settings; a user without a row has the defaults. */
export abstract class BettingSettingsRepository {
  abstract find(userId: string): Promise<BettingSettings | null>;
  abstract save(
    userId: string,
    settings: BettingSettings,
  ): Promise<BettingSettings>;
}
