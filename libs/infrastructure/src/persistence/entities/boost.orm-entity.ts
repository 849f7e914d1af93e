import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'boosts' })
export class BoostOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  bookmaker!: string;

  @Column({ name: 'boost_type', type: 'text' })
  boostType!: string;

  @Column({ name: 'race_ext_id', type: 'text' })
  raceExtId!: string;

  @Column({ name: 'runner_ext_id', type: 'text' })
  runnerExtId!: string;

  @Column({ name: 'boosted_odds', type: 'double precision' })
  boostedOdds!: number;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ name: 'k_places', type: 'smallint', nullable: true })
  kPlaces!: number | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
