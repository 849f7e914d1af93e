import { isoUtc } from './iso-utc.sql';
import { EXCHANGE_SHOWN, SHOWN_SOURCES_KEY, shownBook } from './shown-sources.sql';

// Reading and deleting the quotes of some races (docs/architecture.md §3, "Reading prices by
// runner"). Their runners are named as one array, `runner_id = ANY (…)`: joined instead
// (`runners u JOIN bookmaker_prices p ON …`), the planner hashed the whole prices table on a
// Saturday, so every one-race write's delete and every live race read scanned all ~175,000 quotes
// (48 of a one-race write's 55 ms; 50–260 ms a live race read). Given the ids as one array, the
// primary key's index is the only plan, whatever the table's statistics say
// (race-quotes.sql.integration-spec.ts holds it).

/** The ids of the runners of the races in the text-array parameter `param` (e.g. `$1`). */
function runnerIdsOf(param: string): string {
  return `ARRAY(SELECT id FROM runners WHERE race_ext_id = ANY(${param}::text[]))`;
}

/**
 * A runner's revision as read (docs/architecture.md §3, "Re-reading only the runners that
 * changed"): the row version (`xmin`, the writing transaction's id, new on every update) and the
 * sources shown. A write of a runner's quotes stores its hash in the same transaction, and a
 * hash that changes updates the row, so while the hash is there an unchanged revision means
 * unchanged quotes; a runner without a hash (written by a feed that gave none, or scratched by
 * absence) has no revision and is always read.
 */
const RUNNER_REVISION = `CASE WHEN content_hash IS NULL THEN NULL ELSE xmin::text || ' ' || ${SHOWN_SOURCES_KEY} END`;

/** The runners of the races `$1`, with their revisions. */
export const RUNNERS_OF_RACES = `
  SELECT id, race_ext_id, ext_id, number, name, scratched, ${RUNNER_REVISION} AS revision FROM runners
  WHERE race_ext_id = ANY($1::text[]) ORDER BY race_ext_id, number`;

/** The shown bookmakers' quotes of the runners `ids` (an SQL array of runner ids). */
function quotesOf(ids: string): string {
  return `
  SELECT p.runner_id, p.bookmaker, p.win, p.place, p.place_k, p.boosted_from,
         ${isoUtc('p.updated_at', 'updated_at')}, ${isoUtc('p.last_updated', 'last_updated')}
  FROM bookmaker_prices p
  WHERE p.runner_id = ANY(${ids}) AND ${shownBook('p.bookmaker')}
  ORDER BY p.runner_id, p.bookmaker`;
}

/** The exchange's prices of the runners `ids` (none while it is switched off). */
function exchangeOf(ids: string): string {
  return `
  SELECT e.runner_id, e.win_back, e.win_lay, e.place_back, e.place_lay, e.place_k, e.matched_volume,
         e.win_back_size, e.win_lay_size, ${isoUtc('e.updated_at', 'updated_at')}
  FROM exchange_prices e
  WHERE e.runner_id = ANY(${ids}) AND ${EXCHANGE_SHOWN}`;
}

/** The shown bookmakers' quotes of the runners of the races `$1`. */
export const QUOTES_OF_RACES = quotesOf(runnerIdsOf('$1'));

/** The exchange's prices of the runners of the races `$1`. */
export const EXCHANGE_OF_RACES = exchangeOf(runnerIdsOf('$1'));

/** The shown bookmakers' quotes of the runners `$1` (their ids). */
export const QUOTES_OF_RUNNERS = quotesOf('$1::bigint[]');

/** The exchange's prices of the runners `$1` (their ids). */
export const EXCHANGE_OF_RUNNERS = exchangeOf('$1::bigint[]');

/**
 * The price history of the runners of the races `$1` since `$2`, by a (runner, …) index: a
 * Saturday's history is millions of rows, and joined on `runners` the planner was free to read
 * every row since `$2` by time instead, as it hashed the whole quotes table above.
 */
export const HISTORY_OF_RACES = `
  SELECT u.race_ext_id, u.ext_id AS runner_ext_id, h.bookmaker, h.win, h.place, h.place_k,
         h.boosted_from, h.recorded_at
  FROM price_history h JOIN runners u ON u.id = h.runner_id AND u.race_ext_id = ANY($1::text[])
  WHERE h.runner_id = ANY(${runnerIdsOf('$1')}) AND h.recorded_at >= $2
  ORDER BY h.recorded_at, u.number, h.bookmaker`;
