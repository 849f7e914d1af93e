import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A row of `bets` (migration CreateBets1763790000000); the repository reads it with SQL. */
@Entity({ name: 'bets' })
export class BetOrmEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ name: 'placed_at', type: 'timestamptz' }) placedAt!: Date;
  @Column({ name: 'ext_race_id', type: 'text' }) extRaceId!: string;
  @Column({ type: 'text' }) venue!: string;
  @Column({ name: 'race_number', type: 'integer' }) raceNumber!: number;
  @Column({ name: 'race_code', type: 'text' }) raceCode!: string;
  @Column({ name: 'start_time', type: 'timestamptz' }) startTime!: Date;
  @Column({ name: 'runner_number', type: 'integer' }) runnerNumber!: number;
  @Column({ name: 'runner_name', type: 'text' }) runnerName!: string;
  @Column({ type: 'text' }) bookmaker!: string;
  @Column({ type: 'float8' }) price!: number;
  @Column({ type: 'float8' }) stake!: number;
  @Column({ name: 'promo_id', type: 'uuid', nullable: true }) promoId!:
    string | null;
  @Column({ name: 'promo_type', type: 'text', nullable: true }) promoType!:
    string | null;
  @Column({ name: 'promo_label', type: 'text', nullable: true }) promoLabel!:
    string | null;
  @Column({ name: 'promo_value_multiplier', type: 'float8', nullable: true })
  promoValueMultiplier!: number | null;
  @Column({ name: 'promo_refund_percent', type: 'float8', nullable: true })
  promoRefundPercent!: number | null;
  @Column({ name: 'promo_max_refund_cash', type: 'float8', nullable: true })
  promoMaxRefundCash!: number | null;
  @Column({ name: 'boost_id', type: 'uuid', nullable: true }) boostId!:
    string | null;
  @Column({ name: 'boost_type', type: 'text', nullable: true }) boostType!:
    string | null;
  @Column({ name: 'boosted_from', type: 'float8', nullable: true }) boostedFrom!: number | null;
  @Column({ type: 'jsonb', nullable: true }) legs!: unknown[] | null;
  @Column({ type: 'float8', nullable: true }) retention!: number | null;
  @Column({ name: 'retention_origin', type: 'text', nullable: true }) retentionOrigin!: string | null;
  @Column({ type: 'text' }) notes!: string;
  @Column({ name: 'ev_at_placement', type: 'float8' }) evAtPlacement!: number;
  @Column({ name: 'fair_price_at_placement', type: 'float8' })
  fairPriceAtPlacement!: number;
  @Column({ name: 'closing_price', type: 'float8', nullable: true })
  closingPrice!: number | null;
  @Column({ name: 'closing_fair_price', type: 'float8', nullable: true })
  closingFairPrice!: number | null;
  @Column({ type: 'float8', nullable: true }) clv!: number | null;
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt!: Date | null;
  @Column({ type: 'text' }) result!: string;
  @Column({ type: 'float8', nullable: true }) payout!: number | null;
  @Column({ type: 'float8', nullable: true }) profit!: number | null;
  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt!: Date | null;
}
