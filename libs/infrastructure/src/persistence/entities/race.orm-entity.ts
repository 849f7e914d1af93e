import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'races' })
export class RaceOrmEntity {
  @PrimaryColumn({ name: 'ext_race_id', type: 'text' })
  extRaceId!: string;

  @Column({ type: 'text' })
  venue!: string;

  @Column({ type: 'text' })
  country!: string;

  /** The provider's meeting location (state or NZ), when it gives one. */
  @Column({ type: 'text', nullable: true })
  region!: string | null;

  @Column({ type: 'text' })
  code!: string;

  @Column({ type: 'integer' })
  number!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'start_time', type: 'timestamptz' })
  startTime!: Date;

  @Column({ type: 'text' })
  state!: string;

  /** Hash of the race's whole subtree as last ingested: an unchanged race is not rewritten. */
  @Column({ name: 'content_hash', type: 'text' })
  contentHash!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** When a fetch last listed the race: the time its quotes without an own age date from. */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** A final race's places in order, each the runner numbers sharing it; null until resulted. */
  @Column({ type: 'jsonb', nullable: true })
  results!: number[][] | null;
}
