import { Injectable } from '@nestjs/common';
import {
  BettingSettingsError,
  BettingSettingsRepository,
  bettingSettingsPatchProblems,
  EventBus,
  TransactionRunner,
} from '@overlay/domain';
import type { BettingSettings } from '@overlay/domain';
import { BettingSettingsService } from './betting-settings.service';
import { GetBettingSettingsUseCase } from './get-betting-settings.use-case';

/**
 * Saves any subset of the user's betting settings (the rest keep their current or default
 * values), then drops the cached copy here and, through the EventBus, on every instance. The
 * row and its event are stored in one transaction.
 */
@Injectable()
export class UpdateBettingSettingsUseCase {
  constructor(
    private readonly settings: BettingSettingsRepository,
    private readonly current: GetBettingSettingsUseCase,
    private readonly cache: BettingSettingsService,
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(
    userId: string,
    patch: Partial<BettingSettings>,
  ): Promise<BettingSettings> {
    const [problem] = bettingSettingsPatchProblems(patch);
    if (problem) throw new BettingSettingsError(problem);
    const current = await this.current.execute(userId);
    const next: BettingSettings = {
      bankroll: patch.bankroll ?? current.bankroll,
      kellyFraction: patch.kellyFraction ?? current.kellyFraction,
      maxStakePct: patch.maxStakePct ?? current.maxStakePct,
      fairMethod: patch.fairMethod ?? current.fairMethod,
      commissionPct: patch.commissionPct ?? current.commissionPct,
      retentionSource: patch.retentionSource ?? current.retentionSource,
    };
    const saved = await this.transactions.run(async (tx) => {
      const row = await this.settings.save(userId, next, tx);
      await this.bus.publishWithin(tx, 'betting_settings_changed', { userId });
      return row;
    });
    this.cache.invalidate(userId);
    return saved;
  }
}
