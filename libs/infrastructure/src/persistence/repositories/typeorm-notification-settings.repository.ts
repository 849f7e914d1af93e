import { NotificationSettingsRepository } from '@overlay/domain';
import type { NotificationSettings } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { NotificationSettingsOrmEntity } from '../entities/notification-settings.orm-entity';

export class TypeOrmNotificationSettingsRepository extends NotificationSettingsRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async find(userId: string): Promise<NotificationSettings | null> {
    const entity = await this.dataSource.getRepository(NotificationSettingsOrmEntity).findOneBy({ userId });
    return entity ? { enabled: entity.enabled, threshold: entity.threshold, sound: entity.sound } : null;
  }

  async save(userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
    const rows: NotificationSettings[] = await this.dataSource.query(
      `INSERT INTO notification_settings (user_id, enabled, threshold, sound, updated_at)
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (user_id) DO UPDATE
         SET enabled = EXCLUDED.enabled, threshold = EXCLUDED.threshold, sound = EXCLUDED.sound,
             updated_at = now()
       RETURNING enabled, threshold, sound`,
      [userId, settings.enabled, settings.threshold, settings.sound],
    );
    return rows[0];
  }
}
