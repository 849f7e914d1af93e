import { Body, Controller, Get, Header, Patch } from '@nestjs/common';
import type { NotificationSettings } from '@overlay/contracts';
import type { User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { GetNotificationSettingsUseCase } from './application/get-notification-settings.use-case';
import { UpdateNotificationSettingsUseCase } from './application/update-notification-settings.use-case';
import { UpdateNotificationSettingsRequestDto } from './dto/update-notification-settings.request.dto';

/** The signed-in user's own notification settings (docs/product.md §7); never another user's. */
@Controller('users/me/notifications')
@RequirePermission('manage_own_notifications')
export class NotificationsController {
  constructor(
    private readonly getSettings: GetNotificationSettingsUseCase,
    private readonly updateSettings: UpdateNotificationSettingsUseCase,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  get(@CurrentUser() user: User): Promise<NotificationSettings> {
    return this.getSettings.execute(user.id);
  }

  @Patch()
  update(@CurrentUser() user: User, @Body() body: UpdateNotificationSettingsRequestDto): Promise<NotificationSettings> {
    return this.updateSettings.execute(user.id, body);
  }
}
