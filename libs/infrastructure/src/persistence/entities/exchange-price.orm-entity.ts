import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The latest exchange (Betfair) prices of one runner. */
@Entity({ name: 'exchange_prices' })
export class ExchangePriceOrmEntity {
  @PrimaryColumn({ name: 'runner_id', type: 'bigint' })
  runnerId!: string;

  @Column({ name: 'win_back', type: 'double precision', nullable: true })
  winBack!: number | null;

  @Column({ name: 'win_lay', type: 'double precision', nullable: true })
  winLay!: number | null;

  @Column({ name: 'place_back', type: 'double precision', nullable: true })
  placeBack!: number | null;

  @Column({ name: 'place_lay', type: 'double precision', nullable: true })
  placeLay!: number | null;

  @Column({ name: 'place_k', type: 'smallint', nullable: true })
  placeK!: number | null;

  @Column({ name: 'matched_volume', type: 'double precision', nullable: true })
  matchedVolume!: number | null;

  @Column({ name: 'win_back_size', type: 'double precision', nullable: true })
  winBackSize!: number | null;

  @Column({ name: 'win_lay_size', type: 'double precision', nullable: true })
  winLaySize!: number | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
