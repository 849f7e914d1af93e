import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The latest quote of one bookmaker for one runner; `updatedAt` moves only when it changes. */
@Entity({ name: 'bookmaker_prices' })
export class BookmakerPriceOrmEntity {
  @PrimaryColumn({ name: 'runner_id', type: 'bigint' })
  runnerId!: string;

  @PrimaryColumn({ type: 'text' })
  bookmaker!: string;

  @Column({ type: 'double precision' })
  win!: number;

  @Column({ type: 'double precision', nullable: true })
  place!: number | null;

  @Column({ name: 'place_k', type: 'smallint', nullable: true })
  placeK!: number | null;

  @Column({ name: 'boosted_from', type: 'double precision', nullable: true })
  boostedFrom!: number | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** The provider's own age of the quote when older than its snapshot; NULL: the race's confirmed_at. */
  @Column({ name: 'last_updated', type: 'timestamptz', nullable: true })
  lastUpdated!: Date | null;
}
