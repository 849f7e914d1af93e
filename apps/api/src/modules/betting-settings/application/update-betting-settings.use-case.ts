import { Injectable } from '@nestjs/common';
import {
  BettingSettingsError,
  BettingSettingsRepository,
  bettingSettingsPatchProblems,
  EventBus,
} from '@overlay/domain';
import type { BettingSettings } from '@overlay/domain';
import { BettingSettingsService } from './betting-settings.service';
import { GetBettingSettingsUseCase } from './get-betting-settings.use-case';

/**
 * Saves any subset of the user's betting settings (the rest keep their current or default
 * values), then drops the cached copy here and, through the EventBus, on every instance.
 */
@Injectable()
export class UpdateBettingSettingsUseCase {
  constructor(
    private readonly settings: BettingSettingsRepository,
    private readonly current: GetBettingSettingsUseCase,
    private readonly cache: BettingSettingsService,
    private readonly bus: EventBus,
  ) {}

  async execute(
    userId: string,
    patch: Partial<BettingSettings>,
  ): Promise<BettingSettings> {
    const [problem] = bettingSettingsPatchProblems(patch);
    if (problem) throw new BettingSettingsError(problem);
    const current = await this.current.execute(userId);
    const saved = await this.settings.save(userId, {
      bankroll: patch.bankroll ?? current.bankroll,
      kellyFraction: patch.kellyFraction ?? current.kellyFraction,
      maxStakePct: patch.maxStakePct ?? current.maxStakePct,
      fairMethod: patch.fairMethod ?? current.fairMethod,
    });
    this.cache.invalidate(userId);
    this.bus.publish('betting_settings_changed', { userId });
    return saved;
  }
}
