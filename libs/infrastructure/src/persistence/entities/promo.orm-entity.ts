import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'promos' })
export class PromoOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  bookmaker!: string;

  @Column({ name: 'promo_type', type: 'text' })
  promoType!: string;

  @Column({ type: 'text' })
  scope!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  codes!: string[];

  @Column({ name: 'race_ext_ids', type: 'text', array: true, default: () => "'{}'" })
  raceExtIds!: string[];

  @Column({ name: 'value_multiplier', type: 'double precision', default: 0.75 })
  valueMultiplier!: number;

  @Column({ name: 'min_runners', type: 'integer', default: 0 })
  minRunners!: number;

  @Column({ type: 'text' })
  label!: string;

  @Column({ type: 'text' })
  visibility!: string;

  /** Deleting the user deletes their promos (personal and global alike). */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @Column({ name: 'k_places', type: 'smallint', nullable: true })
  kPlaces!: number | null;

  @Column({ name: 'refund_percent', type: 'double precision', nullable: true })
  refundPercent!: number | null;

  @Column({ name: 'max_refund_cash', type: 'double precision', nullable: true })
  maxRefundCash!: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  venues!: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
