import type { RaceWrite } from './runner-write-plan';
import { shiftParams } from './shift-params';

// Set-based statements of one ingest: every statement takes whole columns as arrays (unnest), so
// a day of ~75k price rows is a handful of round trips. Updates skip rows whose values are equal,
// so an unchanged price is neither rewritten nor added to the history.

const UPSERT_RACES = `
  INSERT INTO races (ext_race_id, venue, country, code, number, name, start_time, state,
                     content_hash, results, region, updated_at)
  SELECT q.ext_race_id, q.venue, q.country, q.code, q.number, q.name, q.start_time, q.state,
         q.content_hash, q.results::jsonb, q.region, $12::timestamptz
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[],
              $7::timestamptz[], $8::text[], $9::text[], $10::text[], $11::text[])
    AS q(ext_race_id, venue, country, code, number, name, start_time, state, content_hash, results,
         region)
  ON CONFLICT (ext_race_id) DO UPDATE SET
    venue = EXCLUDED.venue, country = EXCLUDED.country, code = EXCLUDED.code,
    -- The provider's meeting location, kept once given (docs/architecture.md §3: venue time).
    region = COALESCE(EXCLUDED.region, races.region),
    number = EXCLUDED.number, name = EXCLUDED.name, start_time = EXCLUDED.start_time,
    state = EXCLUDED.state, content_hash = EXCLUDED.content_hash,
    -- Results once given stay: a later fetch that leaves them out (a provider's gap) must not
    -- unsettle a race; a corrected result replaces them.
    results = COALESCE(EXCLUDED.results, races.results), updated_at = EXCLUDED.updated_at`;

const UPSERT_RUNNERS = `
  INSERT INTO runners (race_ext_id, ext_id, number, name, scratched, content_hash, updated_at)
  SELECT q.*, $7::timestamptz
  FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::boolean[], $6::text[])
    AS q(race_ext_id, ext_id, number, name, scratched, content_hash)
  ON CONFLICT (race_ext_id, ext_id) DO UPDATE SET
    number = EXCLUDED.number, name = EXCLUDED.name, scratched = EXCLUDED.scratched,
    content_hash = EXCLUDED.content_hash,
    -- A runner's own change, not a price of it: its quotes carry their own times.
    updated_at = CASE
      WHEN (runners.number, runners.name, runners.scratched)
        IS DISTINCT FROM (EXCLUDED.number, EXCLUDED.name, EXCLUDED.scratched)
      THEN EXCLUDED.updated_at ELSE runners.updated_at END
  WHERE (runners.number, runners.name, runners.scratched, runners.content_hash)
    IS DISTINCT FROM (EXCLUDED.number, EXCLUDED.name, EXCLUDED.scratched, EXCLUDED.content_hash)`;

/**
 * A runner the feed no longer lists in its race is taken as withdrawn: scratched, not deleted.
 * Its quotes go with the write's deletes; its hash is forgotten (a runner the feed had listed as
 * scratched too: its hash described the quotes just deleted), so it is written whole if listed again.
 */
const SCRATCH_ABSENT_RUNNERS = `
  UPDATE runners u SET scratched = true, content_hash = NULL,
    updated_at = CASE WHEN u.scratched THEN u.updated_at ELSE $4::timestamptz END
  WHERE u.race_ext_id = ANY($1::text[]) AND (NOT u.scratched OR u.content_hash IS NOT NULL)
    AND NOT EXISTS (
      SELECT 1 FROM unnest($2::text[], $3::text[]) AS q(race_ext_id, ext_id)
      WHERE q.race_ext_id = u.race_ext_id AND q.ext_id = u.ext_id)`;

/**
 * The races, the runners written and the scratched absentees in one statement (one round trip):
 * each part touches rows the others do not, and a new runner's race, inserted by the first part,
 * is there when the foreign key is checked at the statement's end. Parameters: UPSERT_RACES's 12,
 * UPSERT_RUNNERS's 7, SCRATCH_ABSENT_RUNNERS's 4.
 */
export const WRITE_RACES_AND_RUNNERS = `
  WITH races_written AS (${UPSERT_RACES}),
       runners_written AS (${shiftParams(UPSERT_RUNNERS, 12)}),
       scratched AS (${shiftParams(SCRATCH_ABSENT_RUNNERS, 19)})
  SELECT 1`;

/**
 * Latest prices of the runners written: upsert changed quotes, log price changes to the history,
 * drop the quotes of the replaced runners ($10, their ids) that are no longer offered. Only the
 * runners whose hash changed are passed (runner-write-plan.ts), and of their quotes only those
 * that differ from the stored ones reach the upsert: ON CONFLICT DO UPDATE locks every
 * conflicting row even when its WHERE then skips it (16 Saturday races: 60–95 ms, most of a
 * write; bench/README.md, "prices read by runner"). A quote whose only change is its provider age
 * (`last_updated`, a book starting or ending a lag) is rewritten, but keeps its `updated_at` and
 * adds no history point: the history records price changes.
 */
const PRICE_QUOTES = `
  input AS MATERIALIZED (
    SELECT u.id AS runner_id, q.bookmaker, q.win, q.place, q.place_k, q.boosted_from, q.last_updated,
           p.win AS prev_win, p.boosted_from AS prev_boosted_from,
           (p.runner_id IS NULL OR (p.win, p.place, p.place_k, p.boosted_from)
             IS DISTINCT FROM (q.win, q.place, q.place_k, q.boosted_from)) AS price_changed,
           (p.runner_id IS NULL OR (p.win, p.place, p.place_k, p.boosted_from, p.last_updated)
             IS DISTINCT FROM (q.win, q.place, q.place_k, q.boosted_from, q.last_updated)) AS quote_changed
    FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::int2[],
                $7::float8[], $8::timestamptz[])
      AS q(race_ext_id, runner_ext_id, bookmaker, win, place, place_k, boosted_from, last_updated)
    JOIN runners u ON u.race_ext_id = q.race_ext_id AND u.ext_id = q.runner_ext_id
    LEFT JOIN bookmaker_prices p ON p.runner_id = u.id AND p.bookmaker = q.bookmaker
  ), changed AS (
    INSERT INTO bookmaker_prices (runner_id, bookmaker, win, place, place_k, boosted_from,
                                  last_updated, updated_at)
    SELECT runner_id, bookmaker, win, place, place_k, boosted_from, last_updated, $9::timestamptz
    FROM input WHERE quote_changed
    ON CONFLICT (runner_id, bookmaker) DO UPDATE SET
      win = EXCLUDED.win, place = EXCLUDED.place, place_k = EXCLUDED.place_k,
      boosted_from = EXCLUDED.boosted_from, last_updated = EXCLUDED.last_updated,
      updated_at = CASE
        WHEN (bookmaker_prices.win, bookmaker_prices.place, bookmaker_prices.place_k,
              bookmaker_prices.boosted_from)
          IS DISTINCT FROM (EXCLUDED.win, EXCLUDED.place, EXCLUDED.place_k, EXCLUDED.boosted_from)
        THEN EXCLUDED.updated_at ELSE bookmaker_prices.updated_at END
    WHERE (bookmaker_prices.win, bookmaker_prices.place, bookmaker_prices.place_k,
           bookmaker_prices.boosted_from, bookmaker_prices.last_updated)
      IS DISTINCT FROM (EXCLUDED.win, EXCLUDED.place, EXCLUDED.place_k, EXCLUDED.boosted_from,
                        EXCLUDED.last_updated)
    RETURNING 1
  ), history AS (
    INSERT INTO price_history (runner_id, bookmaker, win, place, place_k, boosted_from, recorded_at,
                               prev_win, prev_boosted_from)
    SELECT runner_id, bookmaker, win, place, place_k, boosted_from, $9::timestamptz,
           prev_win, prev_boosted_from
    FROM input WHERE price_changed
    RETURNING 1
  ), removed AS (
    DELETE FROM bookmaker_prices p
    WHERE p.runner_id = ANY($10::bigint[])
      AND NOT EXISTS (SELECT 1 FROM input i WHERE i.runner_id = p.runner_id AND i.bookmaker = p.bookmaker)
    RETURNING 1
  )`;

const EXCHANGE_QUOTES = `
  exchange_input AS MATERIALIZED (
    SELECT u.id AS runner_id, q.win_back, q.win_lay, q.place_back, q.place_lay, q.place_k,
           q.matched_volume, q.win_back_size, q.win_lay_size
    FROM unnest($11::text[], $12::text[], $13::float8[], $14::float8[], $15::float8[], $16::float8[],
                $17::int2[], $18::float8[], $19::float8[], $20::float8[])
      AS q(race_ext_id, runner_ext_id, win_back, win_lay, place_back, place_lay, place_k, matched_volume,
           win_back_size, win_lay_size)
    JOIN runners u ON u.race_ext_id = q.race_ext_id AND u.ext_id = q.runner_ext_id
  ), exchange_changed AS (
    INSERT INTO exchange_prices (runner_id, win_back, win_lay, place_back, place_lay, place_k,
                                 matched_volume, win_back_size, win_lay_size, updated_at)
    SELECT exchange_input.*, $21::timestamptz FROM exchange_input
    ON CONFLICT (runner_id) DO UPDATE SET
      win_back = EXCLUDED.win_back, win_lay = EXCLUDED.win_lay, place_back = EXCLUDED.place_back,
      place_lay = EXCLUDED.place_lay, place_k = EXCLUDED.place_k,
      matched_volume = EXCLUDED.matched_volume, win_back_size = EXCLUDED.win_back_size,
      win_lay_size = EXCLUDED.win_lay_size, updated_at = EXCLUDED.updated_at
    WHERE (exchange_prices.win_back, exchange_prices.win_lay, exchange_prices.place_back,
           exchange_prices.place_lay, exchange_prices.place_k, exchange_prices.matched_volume,
           exchange_prices.win_back_size, exchange_prices.win_lay_size)
      IS DISTINCT FROM (EXCLUDED.win_back, EXCLUDED.win_lay, EXCLUDED.place_back,
                        EXCLUDED.place_lay, EXCLUDED.place_k, EXCLUDED.matched_volume,
                        EXCLUDED.win_back_size, EXCLUDED.win_lay_size)
    RETURNING 1
  ), exchange_removed AS (
    DELETE FROM exchange_prices e
    WHERE e.runner_id = ANY($22::bigint[])
      AND NOT EXISTS (SELECT 1 FROM exchange_input i WHERE i.runner_id = e.runner_id)
    RETURNING 1
  )`;

/**
 * The quotes a runner written by difference no longer has ($23–$24: the stored runner's id and the
 * bookmaker), named one by one: its other stored quotes stay (docs/architecture.md §3, "Writing
 * only the quotes that changed"). The runners' ids bound the delete to their primary-key range.
 */
const DROPPED_QUOTES = `
  dropped AS (
    DELETE FROM bookmaker_prices p
    WHERE p.runner_id = ANY($23::bigint[])
      AND (p.runner_id, p.bookmaker) IN (SELECT * FROM unnest($23::bigint[], $24::text[]))
    RETURNING 1
  )`;

/**
 * The runners' bookmaker quotes (PRICE_QUOTES: $1–$10, DROPPED_QUOTES: $23–$24) and exchange
 * prices (EXCHANGE_QUOTES: $11–$22) in one statement: they touch different tables or rows, and
 * all find their runners, written by the statement before.
 */
export const WRITE_QUOTES = `
  WITH ${PRICE_QUOTES},
  ${EXCHANGE_QUOTES},
  ${DROPPED_QUOTES}
  SELECT (SELECT count(*) FROM changed)::int AS written,
         (SELECT count(*) FROM history)::int AS history,
         (SELECT count(*) FROM removed)::int AS removed,
         (SELECT count(*) FROM exchange_changed)::int AS exchange_written`;

/** Column arrays of the statements above, built in one pass over the races. */
export interface IngestColumns {
  races: unknown[][];
  /** The runners written, with their hashes. */
  runners: unknown[][];
  /** Every runner listed (race id, runner id): the others of a fielded race are scratched. */
  listed: unknown[][];
  prices: unknown[][];
  exchange: unknown[][];
  /** The stored quotes of runners written by difference that are no longer offered. */
  dropped: unknown[][];
}

export function ingestColumns(races: readonly RaceWrite[]): IngestColumns {
  const raceCols: unknown[][] = [[], [], [], [], [], [], [], [], [], [], []];
  const runnerCols: unknown[][] = [[], [], [], [], [], []];
  const listedCols: unknown[][] = [[], []];
  const priceCols: unknown[][] = [[], [], [], [], [], [], [], []];
  const exchangeCols: unknown[][] = [[], [], [], [], [], [], [], [], [], []];
  const droppedCols: unknown[][] = [[], []];
  for (const { race, contentHash, runners } of races) {
    push(raceCols, race.extRaceId, race.venue, race.country, race.code, race.number, race.name,
      race.startTime, race.state, contentHash,
      // jsonb travels as text in the unnest arrays (a text[] of JSON documents).
      race.results ? JSON.stringify(race.results) : null, race.region ?? null);
    for (const runner of race.runners) push(listedCols, race.extRaceId, runner.extId);
    for (const { runner, contentHash: runnerHash, stored } of runners) {
      push(runnerCols, race.extRaceId, runner.extId, runner.number, runner.name, runner.scratched, runnerHash);
      // Of a runner whose stored quotes are known, only the difference (WrittenQuotes).
      const { offered, dropped } = stored ? stored.quotes.difference(runner.prices) : { offered: runner.prices, dropped: [] };
      if (stored) for (const bookmaker of dropped) push(droppedCols, stored.runnerId, bookmaker);
      for (const quote of offered) {
        push(priceCols, race.extRaceId, runner.extId, quote.bookmaker, quote.win, quote.place ?? null,
          quote.placeK ?? null, quote.boostedFrom ?? null, quote.lastUpdated ?? null);
      }
      const x = runner.exchange;
      if (x) {
        push(exchangeCols, race.extRaceId, runner.extId, x.winBack ?? null, x.winLay ?? null,
          x.placeBack ?? null, x.placeLay ?? null, x.placeK ?? null, x.matchedVolume ?? null,
          x.winBackSize ?? null, x.winLaySize ?? null);
      }
    }
  }
  return {
    races: raceCols,
    runners: runnerCols,
    listed: listedCols,
    prices: priceCols,
    exchange: exchangeCols,
    dropped: droppedCols,
  };
}

function push(columns: unknown[][], ...values: unknown[]): void {
  values.forEach((value, index) => columns[index].push(value));
}
