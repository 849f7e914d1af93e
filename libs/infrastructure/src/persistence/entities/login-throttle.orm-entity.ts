import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'login_throttle' })
export class LoginThrottleOrmEntity {
  /** 'account:<email>' or 'address:<ip>'. */
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ type: 'integer' })
  failures!: number;

  @Column({ name: 'window_started_at', type: 'timestamptz' })
  windowStartedAt!: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;
}
