import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One change of a bookmaker's quote for a runner; pruned after PRICE_HISTORY_DAYS. */
@Entity({ name: 'price_history' })
export class PriceHistoryOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'runner_id', type: 'bigint' })
  runnerId!: string;

  @Column({ type: 'text' })
  bookmaker!: string;

  @Column({ type: 'double precision' })
  win!: number;

  @Column({ type: 'double precision', nullable: true })
  place!: number | null;

  @Column({ name: 'place_k', type: 'smallint', nullable: true })
  placeK!: number | null;

  @Column({ name: 'boosted_from', type: 'double precision', nullable: true })
  boostedFrom!: number | null;

  @Column({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt!: Date;
}
