import { RaceResultsRepository } from '@overlay/domain';
import type { RaceOutcome, RaceState, RaceWithoutResult } from '@overlay/domain';
import type { DataSource } from 'typeorm';

interface OutcomeRow {
  ext_race_id: string;
  state: string;
  start_time: Date;
  results: number[][] | null;
  scratched: number[] | null;
}

/** Race outcomes for settlement: one query for any number of races. */
export class TypeOrmRaceResultsRepository extends RaceResultsRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async findRaceOutcomes(
    extRaceIds: readonly string[],
  ): Promise<RaceOutcome[]> {
    if (extRaceIds.length === 0) return [];
    const rows: OutcomeRow[] = await this.dataSource.query(
      `SELECT r.ext_race_id, r.state, r.start_time, r.results,
         (SELECT array_agg(u.number ORDER BY u.number) FROM runners u
          WHERE u.race_ext_id = r.ext_race_id AND u.scratched) AS scratched
       FROM races r WHERE r.ext_race_id = ANY($1::text[])
       ORDER BY r.start_time, r.ext_race_id`,
      [[...new Set(extRaceIds)]],
    );
    return rows.map((row) => ({
      extRaceId: row.ext_race_id,
      state: row.state as RaceState,
      startTime: row.start_time.toISOString(),
      results: row.results,
      scratchedRunnerNumbers: row.scratched ?? [],
    }));
  }

  async findWithoutResult(window: { from: Date; to: Date; limit: number }): Promise<RaceWithoutResult[]> {
    const rows: {
      ext_race_id: string;
      venue: string;
      number: number;
      start_time: Date;
      state: string;
      pending_bets: number;
    }[] = await this.dataSource.query(
      `SELECT r.ext_race_id, r.venue, r.number, r.start_time, r.state,
         (SELECT count(*) FROM bets b WHERE b.ext_race_id = r.ext_race_id AND b.result = 'pending')::int AS pending_bets
       FROM races r
       WHERE r.start_time >= $1 AND r.start_time < $2 AND r.state <> 'abandoned' AND r.results IS NULL
       ORDER BY r.start_time, r.ext_race_id LIMIT $3`,
      [window.from, window.to, window.limit],
    );
    return rows.map((row) => ({
      extRaceId: row.ext_race_id,
      venue: row.venue,
      number: row.number,
      startTime: row.start_time.toISOString(),
      state: row.state as RaceState,
      pendingBets: row.pending_bets,
    }));
  }
}
