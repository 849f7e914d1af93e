import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `bets`: the bets each user logged (docs/ev-model.md §8). The race and runner facts and the promo's terms
 * are copied at placement, so a bet reads and settles the same after the race or the promo is
 * gone. Money and prices are float8 (two decimals are enough and the summary reads them fast).
 * Indexes: the user's log by time, the user's settled bets in settle order (the summary's
 * cumulative series reads them in that order without a sort), and the pending bets by race for
 * the closing and settling job.
 */
export class CreateBets1763790000000 implements MigrationInterface {
  name = 'CreateBets1763790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        placed_at timestamptz NOT NULL DEFAULT now(),
        ext_race_id text NOT NULL,
        venue text NOT NULL,
        race_number integer NOT NULL,
        race_code text NOT NULL,
        start_time timestamptz NOT NULL,
        runner_number integer NOT NULL,
        runner_name text NOT NULL,
        bookmaker text NOT NULL,
        price float8 NOT NULL CHECK (price > 1),
        stake float8 NOT NULL CHECK (stake > 0),
        promo_id uuid,
        promo_type text,
        promo_label text,
        promo_value_multiplier float8,
        promo_refund_percent float8,
        promo_max_refund_cash float8,
        boost_id uuid,
        boost_type text,
        retention float8,
        notes text NOT NULL DEFAULT '',
        ev_at_placement float8 NOT NULL,
        fair_price_at_placement float8 NOT NULL,
        closing_price float8,
        closing_fair_price float8,
        clv float8,
        closed_at timestamptz,
        result text NOT NULL DEFAULT 'pending'
          CHECK (result IN ('pending', 'won', 'dead_heat', 'refund', 'lost', 'void')),
        payout float8,
        profit float8,
        settled_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE INDEX bets_user_placed_idx ON bets (user_id, placed_at DESC)',
    );
    await queryRunner.query(
      "CREATE INDEX bets_user_settled_idx ON bets (user_id, settled_at, id) WHERE result <> 'pending'",
    );
    await queryRunner.query(
      "CREATE INDEX bets_pending_race_idx ON bets (ext_race_id) WHERE result = 'pending'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE bets');
  }
}
