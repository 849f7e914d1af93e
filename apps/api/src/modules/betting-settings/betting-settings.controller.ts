import { Body, Controller, Get, Header, Patch } from '@nestjs/common';
import type { BettingSettings } from '@overlay/contracts';
import type { User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { GetBettingSettingsUseCase } from './application/get-betting-settings.use-case';
import { UpdateBettingSettingsUseCase } from './application/update-betting-settings.use-case';
import { UpdateBettingSettingsRequestDto } from './dto/update-betting-settings.request.dto';

/** The signed-in user's own betting settings (docs/ev-model.md §7); never another user's. */
@Controller('users/me/betting')
@RequirePermission('view_opportunities')
export class BettingSettingsController {
  constructor(
    private readonly getSettings: GetBettingSettingsUseCase,
    private readonly updateSettings: UpdateBettingSettingsUseCase,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  get(@CurrentUser() user: User): Promise<BettingSettings> {
    return this.getSettings.execute(user.id);
  }

  @Patch()
  update(
    @CurrentUser() user: User,
    @Body() body: UpdateBettingSettingsRequestDto,
  ): Promise<BettingSettings> {
    return this.updateSettings.execute(user.id, body);
  }
}
