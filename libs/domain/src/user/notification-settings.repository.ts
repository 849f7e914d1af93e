import type { NotificationSettings } from '../notifications/notifications';

/** Port of per-user notification settings; a user without a row has the defaults. */
export abstract class NotificationSettingsRepository {
  abstract find(userId: string): Promise<NotificationSettings | null>;
  abstract save(userId: string, settings: NotificationSettings): Promise<NotificationSettings>;
}
