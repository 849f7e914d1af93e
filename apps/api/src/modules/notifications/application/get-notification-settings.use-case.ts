import { Injectable } from '@nestjs/common';
import { NOTIFICATION_DEFAULTS, NotificationSettingsRepository } from '@overlay/domain';
import type { NotificationSettings } from '@overlay/domain';

/** The user's settings, or the defaults (off, 10 %, sound on) before they first save. */
@Injectable()
export class GetNotificationSettingsUseCase {
  constructor(private readonly settings: NotificationSettingsRepository) {}

  async execute(userId: string): Promise<NotificationSettings> {
    return (await this.settings.find(userId)) ?? { ...NOTIFICATION_DEFAULTS };
  }
}
