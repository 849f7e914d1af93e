import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'user_betting_settings' })
export class BettingSettingsOrmEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'double precision' })
  bankroll!: number;

  @Column({ name: 'kelly_fraction', type: 'double precision' })
  kellyFraction!: number;

  @Column({ name: 'max_stake_pct', type: 'double precision' })
  maxStakePct!: number;

  @Column({ name: 'fair_method', type: 'text' })
  fairMethod!: string;

  @Column({ name: 'commission_pct', type: 'double precision', default: 7 })
  commissionPct!: number;

  @Column({ name: 'retention_source', type: 'text', default: 'promo' })
  retentionSource!: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
