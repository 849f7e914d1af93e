import { Injectable } from '@nestjs/common';
import { isValidNotificationThreshold, NotificationError, NotificationSettingsRepository } from '@overlay/domain';
import type { NotificationSettings } from '@overlay/domain';
import { GetNotificationSettingsUseCase } from './get-notification-settings.use-case';

/** Saves any subset of the user's settings; the rest keep their current (or default) values. */
@Injectable()
export class UpdateNotificationSettingsUseCase {
  constructor(
    private readonly settings: NotificationSettingsRepository,
    private readonly current: GetNotificationSettingsUseCase,
  ) {}

  async execute(userId: string, patch: Partial<NotificationSettings>): Promise<NotificationSettings> {
    if (patch.threshold !== undefined && !isValidNotificationThreshold(patch.threshold)) {
      throw new NotificationError('THRESHOLD_RANGE');
    }
    const current = await this.current.execute(userId);
    return this.settings.save(userId, {
      enabled: patch.enabled ?? current.enabled,
      threshold: patch.threshold ?? current.threshold,
      sound: patch.sound ?? current.sound,
    });
  }
}
