import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Unique per (race, extId): feeds only promise runner ids unique within a race. */
@Entity({ name: 'runners' })
export class RunnerOrmEntity {
  /** bigint: the driver returns it as a string. */
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'race_ext_id', type: 'text' })
  raceExtId!: string;

  @Column({ name: 'ext_id', type: 'text' })
  extId!: string;

  @Column({ type: 'integer' })
  number!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'boolean', default: false })
  scratched!: boolean;

  /** Of its fields and prices; null when unknown (docs/architecture.md §3, writing changed runners). */
  @Column({ name: 'content_hash', type: 'text', nullable: true })
  contentHash!: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
