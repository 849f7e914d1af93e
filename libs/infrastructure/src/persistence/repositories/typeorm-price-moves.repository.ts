import { PriceMovesRepository } from '@overlay/domain';
import type { MoveWindowRace, RaceCode } from '@overlay/domain';
import type { DataSource } from 'typeorm';

/**
 * One read for a movers window: the open races not yet jumped with a price change since `$1`,
 * their running runners, each (runner, book)'s last price before `$1` (the state the window
 * starts from) and every change since. Rows come ordered by race, runner number and time.
 */
const WINDOW_HISTORY = `
  WITH moved AS (
    SELECT DISTINCT u.race_ext_id
    FROM price_history h
    JOIN runners u ON u.id = h.runner_id
    JOIN races r ON r.ext_race_id = u.race_ext_id
    WHERE h.recorded_at >= $1 AND r.state = 'open' AND r.start_time > $2
  ), running AS (
    SELECT u.id, u.race_ext_id, u.ext_id, u.number, u.name
    FROM runners u JOIN moved m ON m.race_ext_id = u.race_ext_id
    WHERE NOT u.scratched
  ), points AS (
    SELECT h.runner_id, h.bookmaker, h.win, h.boosted_from, h.recorded_at
    FROM price_history h JOIN running a ON a.id = h.runner_id
    WHERE h.recorded_at >= $1
    UNION ALL
    SELECT * FROM (
      SELECT DISTINCT ON (h.runner_id, h.bookmaker)
        h.runner_id, h.bookmaker, h.win, h.boosted_from, h.recorded_at
      FROM price_history h JOIN running a ON a.id = h.runner_id
      WHERE h.recorded_at < $1
      ORDER BY h.runner_id, h.bookmaker, h.recorded_at DESC
    ) before_window
  )
  SELECT r.ext_race_id, r.venue, r.number AS race_number, r.code, r.start_time,
    a.ext_id, a.number, a.name, p.bookmaker, p.win, p.boosted_from, p.recorded_at
  FROM running a
  JOIN races r ON r.ext_race_id = a.race_ext_id
  LEFT JOIN points p ON p.runner_id = a.id
  ORDER BY r.start_time, r.ext_race_id, a.number, p.recorded_at, p.bookmaker`;

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
