import { Injectable } from '@nestjs/common';
import {
  BETTING_SETTINGS_DEFAULTS,
  BettingSettingsRepository,
} from '@overlay/domain';
import type { BettingSettings } from '@overlay/domain';

/** The user's stored settings (read fresh, not from the hot-path cache), or the defaults. */
@Injectable()
export class GetBettingSettingsUseCase {
  constructor(private readonly settings: BettingSettingsRepository) {}

  async execute(userId: string): Promise<BettingSettings> {
    return (
      (await this.settings.find(userId)) ?? { ...BETTING_SETTINGS_DEFAULTS }
    );
  }
}
