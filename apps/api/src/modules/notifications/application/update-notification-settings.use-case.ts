import { Injectable } from '@nestjs/common';
import { isValidNotificationThreshold, NotificationSettingsRepository } from '@overlay/domain';
import type { NotificationSettings } from '@overlay/domain';
import { badRequest } from '../../../common/errors/domain-error';
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
      throw badRequest('Threshold must be a whole number from 0 to 50', 'THRESHOLD_RANGE');
    }
    const current = await this.current.execute(userId);
    return this.settings.save(userId, {
      enabled: patch.enabled ?? current.enabled,
      threshold: patch.threshold ?? current.threshold,
      sound: patch.sound ?? current.sound,
    });
  }
}
