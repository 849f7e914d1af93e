import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Refresh bookkeeping of one odds feed source. */
@Entity({ name: 'feed_sources' })
export class FeedSourceOrmEntity {
  @PrimaryColumn({ type: 'text' })
  source!: string;

  @Column({ name: 'last_success_at', type: 'timestamptz', nullable: true })
  lastSuccessAt!: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'last_error_at', type: 'timestamptz', nullable: true })
  lastErrorAt!: Date | null;

  /** The provider's code of the last failure (`quota_exceeded`, …), when it gave one. */
  @Column({ name: 'last_error_code', type: 'text', nullable: true })
  lastErrorCode!: string | null;

  @Column({ name: 'last_snapshot_hash', type: 'text', nullable: true })
  lastSnapshotHash!: string | null;

  /** bigint: the driver returns it as a string. */
  @Column({ name: 'data_version', type: 'bigint', default: 0 })
  dataVersion!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
