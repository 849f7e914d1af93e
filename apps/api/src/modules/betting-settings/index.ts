export { BettingSettingsModule } from './betting-settings.module';
export { BettingSettingsService } from './application/betting-settings.service';
