import type {
  Boost,
  FairMethod,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import type { EngineContext } from '../engine-context';
import type { PreparedPromo } from '../value/promo-value';
import { Float64Arena } from '../float64-arena';
import type { OpportunityColumns } from './opportunity-columns';
import { ColumnArena, NO_COLUMNS } from './opportunity-columns';
import { raceRowBound, writeRaceRows } from './race-rows';
import type { RaceValuation, SkippedItem } from '../value/race-valuation';
import { valueRace } from '../value/race-valuation';

/**
 * One race's slice of an opportunity table: rows [start, start + count) of `columns` and the few
 * references its rows need to become objects, so it stands alone (tables may share it). The race's
 * valuation is not kept: it dies young, so a full build leaves the garbage collector almost
 * nothing to copy.
 */
export interface RaceSegment {
  race: SnapshotRace;
  /** Active runners; the runner column indexes them. */
  runners: readonly SnapshotRunner[];
  /** Bookmaker names of the race; the book and placeSourceBook columns index them. */
  books: readonly string[];
  /** Distinct bookmakers with a valid win quote, per active runner. */
  bookCount: Int32Array;
  /** null when the race gives no rows. */
  fairMethod: FairMethod | null;
  /** Books in the fair-price median (0 for BF Mid or a race without rows). */
  fairBooks: number;
  /** The context's stale limit: a row whose quote is older is `stale`. */
  stalePriceSeconds: number;
  /** Promos applied by the rows; the promo column indexes them. */
  promos: readonly PreparedPromo[];
  /** Staff boosts behind boost rows; the boost column indexes them. */
  boosts: readonly Boost[];
  columns: OpportunityColumns;
  start: number;
  count: number;
  /** Date.parse(race.startTime) in epoch ms (NaN when unparsable), for within_minutes. */
  startMs: number;
  skipped: SkippedItem[];
}

// Segments keep no array of the valuation, so one arena serves every race's valuation in turn.
const valuationArena = new Float64Arena(4096);

const NO_BOOSTS: readonly Boost[] = [];
const NO_PROMOS: readonly PreparedPromo[] = [];
const NO_COUNTS = new Int32Array(0);

function emptySegment(race: SnapshotRace, skipped: SkippedItem[]): RaceSegment {
  return {
    race,
    runners: [],
    books: [],
    bookCount: NO_COUNTS,
    fairMethod: null,
    fairBooks: 0,
    // No rows: the limit is never read.
    stalePriceSeconds: Infinity,
    promos: NO_PROMOS,
    boosts: NO_BOOSTS,
    columns: NO_COLUMNS,
    start: 0,
    count: 0,
    startMs: Date.parse(race.startTime),
    skipped,
  };
}

/** The segment of a valued race, its rows written into columns from `arena`. */
export function segmentOfValuation(
  val: RaceValuation,
  arena: ColumnArena,
): RaceSegment {
  const { columns, start } = arena.reserve(raceRowBound(val));
  const promos: PreparedPromo[] = [];
  const boosts: Boost[] = [];
  const count = writeRaceRows(val, columns, start, promos, boosts);
  arena.commit(count);
  return {
    race: val.race,
    runners: val.runners,
    books: val.books.map((b) => b.name),
    bookCount: val.bookCount,
    fairMethod: val.fairMethod,
    fairBooks: val.fairBooks.length,
    stalePriceSeconds: val.prepared.context.stalePriceSeconds,
    promos: promos.length === 0 ? NO_PROMOS : promos,
    boosts: boosts.length === 0 ? NO_BOOSTS : boosts,
    columns,
    start,
    count,
    startMs: Date.parse(val.race.startTime),
    skipped: val.skipped,
  };
}

/** Values one race (DESIGN §4) and writes its rows into columns from `arena`; a race that is not open, or cannot be valued, gives no rows and a skip reason. */
export function buildRaceSegment(
  race: SnapshotRace,
  context: EngineContext,
  arena: ColumnArena,
): RaceSegment {
  if (race.state !== 'open') {
    return emptySegment(race, [
      {
        extRaceId: race.extRaceId,
        runnerNumber: null,
        bookmaker: null,
        code: 'RACE_NOT_OPEN',
        message: `race is ${race.state}`,
      },
    ]);
  }
  const result = valueRace(race, context, valuationArena);
  if (!result.ok) return emptySegment(race, result.skipped);
  return segmentOfValuation(result.valuation, arena);
}

/** buildRaceSegment with columns of its own (sized to the race): for one-race builds and replacements. */
export function buildLoneRaceSegment(
  race: SnapshotRace,
  context: EngineContext,
): RaceSegment {
  return buildRaceSegment(race, context, new ColumnArena(0));
}
