import { PriceMovesRepository } from '@overlay/domain';
import type { FairPriceRecord, MoveWindowRace, RaceCode, StoredFairPrice } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { shownBook } from './shown-sources.sql';

/**
 * The open races not yet jumped whose fair price was stored since `$1`, with their stored fair
 * prices: the last one before `$1` (one probe of the primary key per race) and every one since.
 * The window is found by the B-tree on `recorded_at`, so an empty window reads nothing.
 */
const WINDOW_FAIR = `
  WITH open_races AS MATERIALIZED (
    SELECT r.ext_race_id, r.venue, r.number, r.code, r.start_time FROM races r
    WHERE r.state = 'open' AND r.start_time > $2
      AND r.ext_race_id IN (SELECT f.race_ext_id FROM fair_price_history f WHERE f.recorded_at >= $1)
  )
  SELECT coalesce(json_agg(json_build_array(o.ext_race_id, o.venue, o.number, o.code,
      round(extract(epoch FROM o.start_time) * 1000), round(extract(epoch FROM p.recorded_at) * 1000),
      p.runner_ext_ids, p.fair) ORDER BY o.start_time, o.ext_race_id, p.recorded_at), '[]') AS rows
  FROM open_races o CROSS JOIN LATERAL (
    (SELECT f.recorded_at, f.runner_ext_ids, f.fair FROM fair_price_history f
     WHERE f.race_ext_id = o.ext_race_id AND f.recorded_at < $1 ORDER BY f.recorded_at DESC LIMIT 1)
    UNION ALL
    SELECT f.recorded_at, f.runner_ext_ids, f.fair FROM fair_price_history f
    WHERE f.race_ext_id = o.ext_race_id AND f.recorded_at >= $1) p`;

/**
 * The running runners of races `$2`, each with what its books did since `$1`: the best price
 * then and now, and how many books moved their own price out and in (one row per runner, summed
 * up here: thousands of quotes a window were the most of its time as JSON). A quote that changed since `$1` has rows in the window, and the first of them keeps the
 * quote it replaced (`prev_win`, null when the book listed the runner inside the window: then its
 * first price counts); the others stood still. Nothing before the window is read. The current
 * quotes are read per runner by their key (OFFSET 0 keeps the planner from hashing the whole table:
 * it did, 0.7 s at a week), and both sides are materialised before they are joined: joined inside
 * the per-runner loop, the planner rescanned the window's quotes once per runner (3.3 s at 1M rows).
 */
const WINDOW_RUNNERS = `
  WITH running AS MATERIALIZED (
    SELECT u.id, u.race_ext_id, u.ext_id, u.number, u.name FROM runners u
    WHERE u.race_ext_id = ANY($2::text[]) AND NOT u.scratched
  ), then_prices AS MATERIALIZED (
    SELECT DISTINCT ON (h.runner_id, h.bookmaker) h.runner_id, h.bookmaker,
      CASE WHEN h.prev_win IS NULL THEN h.win ELSE h.prev_win END AS win,
      CASE WHEN h.prev_win IS NULL THEN h.boosted_from ELSE h.prev_boosted_from END AS boosted_from
    FROM price_history h
    WHERE h.recorded_at >= $1 AND h.runner_id IN (SELECT id FROM running)
    ORDER BY h.runner_id, h.bookmaker, h.recorded_at, h.id
  ), now_prices AS MATERIALIZED (
    SELECT a.race_ext_id, a.ext_id, a.number, a.name, p.runner_id, p.bookmaker, p.win, p.boosted_from
    FROM running a
    LEFT JOIN LATERAL (
      SELECT p.runner_id, p.bookmaker, p.win, p.boosted_from FROM bookmaker_prices p
      WHERE p.runner_id = a.id AND ${shownBook('p.bookmaker')}
      OFFSET 0) p ON true
  ), moves AS (
    SELECT n.race_ext_id, n.ext_id, n.number, n.name, n.bookmaker, n.win AS win_to,
      coalesce(t.win, n.win) AS win_from,
      coalesce(n.boosted_from, n.win) AS base_to,
      CASE WHEN t.win IS NULL THEN coalesce(n.boosted_from, n.win) ELSE coalesce(t.boosted_from, t.win) END AS base_from
    FROM now_prices n
    LEFT JOIN then_prices t ON t.runner_id = n.runner_id AND t.bookmaker = n.bookmaker
  ), runner_moves AS (
    SELECT race_ext_id, ext_id, number, name, max(win_from) AS best_from, max(win_to) AS best_to,
      (array_agg(bookmaker ORDER BY win_to DESC, bookmaker))[1] AS best_bookmaker,
      count(*) FILTER (WHERE base_to > base_from)::int AS books_out,
      count(*) FILTER (WHERE base_to < base_from)::int AS books_in
    FROM moves GROUP BY race_ext_id, ext_id, number, name
  )
  SELECT coalesce(json_agg(json_build_array(race_ext_id, ext_id, number, name, best_from, best_to,
      best_bookmaker, books_out, books_in)), '[]') AS rows
  FROM runner_moves`;

/** [ext_race_id, venue, number, code, start ms, recorded ms, runner ext ids, fair prices]. */
type FairRow = [string, string, number, string, number, number, string[], number[]];
/** [race ext id, runner ext id, number, name, best then, best now, its book, books out, books in]. */
type RunnerRow = [string, string, number, string, number | null, number | null, string | null, number, number];

/**
 * Each read answers one row holding a JSON array: the server builds it in a few milliseconds and
 * JSON.parse reads it natively, where thousands of rows parsed column by column took the most time
 * of a window on a busy machine.
 */
async function jsonRows<T>(dataSource: DataSource, sql: string, parameters: unknown[]): Promise<T[]> {
  const [row]: { rows: T[] }[] = await dataSource.query(sql, parameters);
  return row.rows;
}

export class TypeOrmPriceMovesRepository extends PriceMovesRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async findWindowHistory(since: Date, now: Date): Promise<MoveWindowRace[]> {
    const fairRows = await jsonRows<FairRow>(this.dataSource, WINDOW_FAIR, [since, now]);
    const races = new Map<string, MoveWindowRace>();
    for (const [extRaceId, venue, number, code, startMs, atMs, runnerExtIds, fair] of fairRows) {
      let race = races.get(extRaceId);
      if (!race) {
        race = {
          extRaceId,
          venue,
          number,
          code: code as RaceCode,
          startTime: new Date(startMs).toISOString(),
          runners: [],
          fair: [],
          books: [],
        };
        races.set(extRaceId, race);
      }
      race.fair.push({ atMs, byRunner: new Map(runnerExtIds.map((id, i) => [id, fair[i]])) });
    }
    if (races.size === 0) return [];
    const runnerRows = await jsonRows<RunnerRow>(this.dataSource, WINDOW_RUNNERS, [since, [...races.keys()]]);
    for (const [raceId, extId, number, name, bestFrom, bestTo, bestBookmaker, booksOut, booksIn] of runnerRows) {
      const race = races.get(raceId);
      if (!race) continue;
      race.runners.push({ extId, number, name });
      if (bestFrom === null || bestTo === null || bestBookmaker === null) continue;
      race.books.push({ runnerExtId: extId, bestFrom, bestTo, bestBookmaker, booksOut, booksIn });
    }
    // The rows come in no order (sorting them cost the server more than this).
    for (const race of races.values()) race.runners.sort((a, b) => a.number - b.number);
    return [...races.values()];
  }

  async recordFairPrices(at: Date, records: readonly FairPriceRecord[]): Promise<void> {
    if (records.length === 0) return;
    // One row per race: the field's ext ids and prices as arrays, sent as JSON (one round trip).
    await this.dataSource.query(
      `INSERT INTO fair_price_history (race_ext_id, recorded_at, runner_ext_ids, fair, method)
       SELECT r.race_ext_id, $1, ARRAY(SELECT jsonb_array_elements_text(r.runner_ext_ids)),
         ARRAY(SELECT jsonb_array_elements_text(r.fair)::double precision), r.method
       FROM jsonb_to_recordset($2::jsonb) AS r(race_ext_id text, runner_ext_ids jsonb, fair jsonb, method text)
       ON CONFLICT (race_ext_id, recorded_at) DO NOTHING`,
      [
        at,
        JSON.stringify(
          records.map((record) => ({
            race_ext_id: record.extRaceId,
            runner_ext_ids: record.runnerExtIds,
            fair: record.fair,
            method: record.method,
          })),
        ),
      ],
    );
  }

  async findRaceFairPrices(extRaceId: string, since: Date): Promise<StoredFairPrice[]> {
    const rows: { recorded_at: Date; runner_ext_ids: string[]; fair: number[] }[] = await this.dataSource.query(
      `(SELECT recorded_at, runner_ext_ids, fair FROM fair_price_history
        WHERE race_ext_id = $1 AND recorded_at < $2 ORDER BY recorded_at DESC LIMIT 1)
       UNION ALL
       (SELECT recorded_at, runner_ext_ids, fair FROM fair_price_history
        WHERE race_ext_id = $1 AND recorded_at >= $2 ORDER BY recorded_at)`,
      [extRaceId, since],
    );
    return rows.map((row) => ({
      atMs: row.recorded_at.getTime(),
      byRunner: new Map(row.runner_ext_ids.map((id, i) => [id, row.fair[i]])),
    }));
  }

  async pruneFairPrices(before: Date): Promise<number> {
    const [row]: { deleted: number }[] = await this.dataSource.query(
      `WITH gone AS (DELETE FROM fair_price_history WHERE recorded_at < $1 RETURNING 1)
       SELECT count(*)::int AS deleted FROM gone`,
      [before],
    );
    return row.deleted;
  }
}
