import { Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { GetNotificationSettingsUseCase } from './application/get-notification-settings.use-case';
import { UpdateNotificationSettingsUseCase } from './application/update-notification-settings.use-case';
import { NotificationsController } from './notifications.controller';

@Module({
  imports: [UsersModule],
  controllers: [NotificationsController],
  providers: [GetNotificationSettingsUseCase, UpdateNotificationSettingsUseCase],
})
export class NotificationsModule {}
