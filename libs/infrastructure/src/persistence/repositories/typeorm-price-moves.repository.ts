import { PriceMovesRepository } from '@overlay/domain';
import type { MoveWindowRace, RaceCode } from '@overlay/domain';
import type { DataSource } from 'typeorm';

/**
 * One read for a movers window: the open races not yet jumped with a price change since `$1`,
 * their running runners, and for each of their quotes the price it had at `$1` and its changes
 * since. A quote that did not change in the window held its current price all along (read from
 * `bookmaker_prices`); one that changed starts from its last history row before `$1` (an index
 * probe per changed quote), so the read never scans the history before the window.
 */
const WINDOW_HISTORY = `
  WITH changes AS MATERIALIZED (
    SELECT h.runner_id, h.bookmaker, h.win, h.boosted_from, h.recorded_at
    FROM price_history h WHERE h.recorded_at >= $1
  ), running AS MATERIALIZED (
    SELECT u.id, u.race_ext_id, u.ext_id, u.number, u.name
    FROM runners u JOIN races r ON r.ext_race_id = u.race_ext_id
    WHERE r.state = 'open' AND r.start_time > $2 AND NOT u.scratched
      AND u.race_ext_id IN (
        SELECT m.race_ext_id FROM runners m WHERE m.id IN (SELECT runner_id FROM changes))
  ), changed_quotes AS MATERIALIZED (
    SELECT DISTINCT c.runner_id, c.bookmaker FROM changes c JOIN running a ON a.id = c.runner_id
  ), points AS (
    SELECT c.runner_id, c.bookmaker, c.win, c.boosted_from, c.recorded_at
    FROM changes c JOIN running a ON a.id = c.runner_id
    UNION ALL
    SELECT q.runner_id, q.bookmaker, b.win, b.boosted_from, b.recorded_at
    FROM changed_quotes q CROSS JOIN LATERAL (
      SELECT h.win, h.boosted_from, h.recorded_at FROM price_history h
      WHERE h.runner_id = q.runner_id AND h.bookmaker = q.bookmaker AND h.recorded_at < $1
      ORDER BY h.recorded_at DESC LIMIT 1) b
    UNION ALL
    SELECT p.runner_id, p.bookmaker, p.win, p.boosted_from, LEAST(p.updated_at, $1)
    FROM bookmaker_prices p JOIN running a ON a.id = p.runner_id
    WHERE NOT EXISTS (
      SELECT 1 FROM changed_quotes q WHERE q.runner_id = p.runner_id AND q.bookmaker = p.bookmaker)
  )
  SELECT r.ext_race_id, r.venue, r.number AS race_number, r.code, r.start_time,
    a.ext_id, a.number, a.name, p.bookmaker, p.win, p.boosted_from, p.recorded_at
  FROM running a
  JOIN races r ON r.ext_race_id = a.race_ext_id
  LEFT JOIN points p ON p.runner_id = a.id
  ORDER BY r.start_time, r.ext_race_id, a.number`;

interface WindowRow {
  ext_race_id: string;
  venue: string;
  race_number: number;
  code: string;
  start_time: Date;
  ext_id: string;
  number: number;
  name: string;
  bookmaker: string | null;
  win: number | null;
  boosted_from: number | null;
  recorded_at: Date | null;
}

export class TypeOrmPriceMovesRepository extends PriceMovesRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async findWindowHistory(since: Date, now: Date): Promise<MoveWindowRace[]> {
    const rows: WindowRow[] = await this.dataSource.query(WINDOW_HISTORY, [
      since,
      now,
    ]);
    const races = new Map<string, MoveWindowRace>();
    for (const row of rows) {
      let race = races.get(row.ext_race_id);
      if (!race) {
        race = {
          extRaceId: row.ext_race_id,
          venue: row.venue,
          number: row.race_number,
          code: row.code as RaceCode,
          startTime: row.start_time.toISOString(),
          runners: [],
          points: [],
        };
        races.set(row.ext_race_id, race);
      }
      if (race.runners.at(-1)?.extId !== row.ext_id) {
        race.runners.push({
          extId: row.ext_id,
          number: row.number,
          name: row.name,
        });
      }
      if (
        row.bookmaker !== null &&
        row.win !== null &&
        row.recorded_at !== null
      ) {
        race.points.push({
          runnerExtId: row.ext_id,
          bookmaker: row.bookmaker,
          win: row.win,
          boostedFrom: row.boosted_from,
          atMs: row.recorded_at.getTime(),
        });
      }
    }
    // Rows are by runner, then time: the computation wants the race's points by time.
    for (const race of races.values())
      race.points.sort((a, b) => a.atMs - b.atMs);
    return [...races.values()];
  }
}
