import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'notification_settings' })
export class NotificationSettingsOrmEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'boolean' })
  enabled!: boolean;

  @Column({ type: 'integer' })
  threshold!: number;

  @Column({ type: 'boolean' })
  sound!: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
