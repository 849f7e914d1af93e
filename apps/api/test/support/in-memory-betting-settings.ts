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

  async findMany(userIds: readonly string[]): Promise<Map<string, BettingSettings>> {
    this.reads += 1;
    const found = new Map<string, BettingSettings>();
    for (const id of userIds) {
      const row = this.rows.get(id);
      if (row) found.set(id, { ...row });
    }
    return found;
  }

  async save(
    userId: string,
    settings: BettingSettings,
  ): Promise<BettingSettings> {
    this.rows.set(userId, { ...settings });
    return { ...settings };
  }
}
