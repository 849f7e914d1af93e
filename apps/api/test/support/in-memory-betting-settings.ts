import { BettingSettingsRepository } from '@overlay/domain';
import type { BettingSettings } from '@overlay/domain';

/** Betting settings in a Map; counts reads so cache tests can see when the store was asked. */
export class InMemoryBettingSettings extends BettingSettingsRepository {
  readonly rows = new Map<string, BettingSettings>();
  reads = 0;

  async find(userId: string): Promise<BettingSettings | null> {
    this.reads += 1;
    const row = this.rows.get(userId);
    return row ? { ...row } : null;
  }

  async save(
    userId: string,
    settings: BettingSettings,
  ): Promise<BettingSettings> {
    this.rows.set(userId, { ...settings });
    return { ...settings };
  }
}
