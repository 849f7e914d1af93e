import { Module } from '@nestjs/common';
import { BettingSettingsService } from './application/betting-settings.service';
import { GetBettingSettingsUseCase } from './application/get-betting-settings.use-case';
import { UpdateBettingSettingsUseCase } from './application/update-betting-settings.use-case';
import { BettingSettingsController } from './betting-settings.controller';

/** Each user's bankroll, Kelly fraction, stake cap and fair price method; others read them via the service. */
@Module({
  controllers: [BettingSettingsController],
  providers: [
    BettingSettingsService,
    GetBettingSettingsUseCase,
    UpdateBettingSettingsUseCase,
  ],
  exports: [BettingSettingsService],
})
export class BettingSettingsModule {}
