import type { SourceKind } from '@overlay/domain';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One source of the catalogue (docs/feeds.md, "The source catalogue"). */
@Entity({ name: 'bookmakers' })
export class BookmakerOrmEntity {
  /** Unique ignoring case. */
  @PrimaryColumn({ type: 'text' })
  name!: string;

  @Column({ type: 'text', default: 'bookmaker' })
  kind!: SourceKind;

  /** The admin's switch: off leaves every view and the fair price. */
  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ name: 'is_custom', type: 'boolean', default: false })
  isCustom!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'first_seen_at', type: 'timestamptz', nullable: true })
  firstSeenAt!: Date | null;

  @Column({ name: 'last_seen_at', type: 'timestamptz', nullable: true })
  lastSeenAt!: Date | null;
}
