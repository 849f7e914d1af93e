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

  /** The quote this row replaced; null when the book had none for the runner before. */
  @Column({ name: 'prev_win', type: 'double precision', nullable: true })
  prevWin!: number | null;

  @Column({ name: 'prev_boosted_from', type: 'double precision', nullable: true })
  prevBoostedFrom!: number | null;
}
