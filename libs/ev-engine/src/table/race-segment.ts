import type {
  Boost,
  FairPriceSource,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import type { EngineContext } from '../engine-context';
import { contextWithMethod, fairPriceMethodOf } from '../engine-context';
import { SINGLE_FAIR_PRICE_METHODS } from '@overlay/domain';
import { worstCaseSegment } from './worst-case-segment';
import type { PreparedPromo } from '../value/promo-value';
import { Float64Arena } from '../float64-arena';
import type { OpportunityColumns } from './opportunity-columns';
import { ColumnArena, NO_COLUMNS } from './opportunity-columns';
import { raceRowBound, writeRaceRows } from './race-rows';
import type { MultiLegRow } from './multi-leg-rows';
import {
  multiLegRows,
  NO_MULTI_LEG_ROWS,
  otherLegRaceIds,
} from './multi-leg-rows';
import type { LegRaces } from '../value/multi-leg-boosts';
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
  fairMethod: FairPriceSource | null;
  /**
   * A 'worst_case' segment's fair method per row (index into FAIR_PRICE_SOURCES, row q at q − start):
   * its rows come from different methods. null: every row has `fairMethod`.
   */
  rowFairMethods: Uint8Array | null;
  /** Books in the fair-price median (0 for BF Mid or a race without rows). */
  fairBooks: number;
  /** The context's stale limit: a row whose quote is older is `stale`. */
  stalePriceSeconds: number;
  /** Promos applied by the rows; the promo column indexes them. */
  promos: readonly PreparedPromo[];
  /** Staff boosts behind boost rows; the boost column indexes them. */
  boosts: readonly Boost[];
  /** Runner cell of each multi-leg boost row, at its boost's index (legs' names joined); else null. */
  boostRunnerNames: readonly (string | null)[];
  /**
   * Other races this segment's rows depend on (the other legs of the parlays it sees, listed here
   * or not): a change to any of them may change these rows, so the segment is never kept.
   */
  otherRaceIds: readonly string[];
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
const NO_NAMES: readonly (string | null)[] = [];
const NO_IDS: readonly string[] = [];
const UNWRITTEN_NAMES: (string | null)[] = [];
const NO_PROMOS: readonly PreparedPromo[] = [];
const NO_COUNTS = new Int32Array(0);

function emptySegment(race: SnapshotRace, skipped: SkippedItem[]): RaceSegment {
  return {
    race,
    runners: [],
    books: [],
    bookCount: NO_COUNTS,
    fairMethod: null,
    rowFairMethods: null,
    fairBooks: 0,
    // No rows: the limit is never read.
    stalePriceSeconds: Infinity,
    promos: NO_PROMOS,
    boosts: NO_BOOSTS,
    boostRunnerNames: NO_NAMES,
    otherRaceIds: NO_IDS,
    columns: NO_COLUMNS,
    start: 0,
    count: 0,
    startMs: Date.parse(race.startTime),
    skipped,
  };
}

/** The segment of a valued race, its rows written into columns from `arena` (with the multi-leg boost rows it lists). */
export function segmentOfValuation(
  val: RaceValuation,
  arena: ColumnArena,
  multi: readonly MultiLegRow[] = NO_MULTI_LEG_ROWS,
): RaceSegment {
  const { columns, start } = arena.reserve(raceRowBound(val, multi.length));
  const promos: PreparedPromo[] = [];
  const boosts: Boost[] = [];
  // Written only for multi-leg rows: races without them share one empty array.
  const names = multi.length === 0 ? UNWRITTEN_NAMES : [];
  const count = writeRaceRows(
    val,
    columns,
    start,
    promos,
    boosts,
    multi,
    names,
  );
  arena.commit(count);
  const otherRaceIds =
    val.multiBoosts.length === 0 ? NO_IDS : otherLegRaceIds(val);
  return {
    race: val.race,
    runners: val.runners,
    books: val.books.map((b) => b.name),
    bookCount: val.bookCount,
    fairMethod: val.fairMethod,
    rowFairMethods: null,
    fairBooks: val.fairBooks.length,
    stalePriceSeconds: val.prepared.context.stalePriceSeconds,
    promos: promos.length === 0 ? NO_PROMOS : promos,
    boosts: boosts.length === 0 ? NO_BOOSTS : boosts,
    boostRunnerNames: multi.length === 0 ? NO_NAMES : names,
    otherRaceIds,
    columns,
    start,
    count,
    startMs: Date.parse(val.race.startTime),
    skipped: val.skipped,
  };
}

/**
 * Values one race (docs/architecture.md §4) and writes its rows into columns from `arena`; a race that is not
 * open, or cannot be valued, gives no rows and a skip reason. `legRaces` gives the other races of
 * the multi-leg boosts it lists (without it, a parlay's other legs are unavailable and it has no row).
 */
export function buildRaceSegment(
  race: SnapshotRace,
  context: EngineContext,
  arena: ColumnArena,
  legRaces: LegRaces | null = null,
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
  if (fairPriceMethodOf(context) === 'worst_case')
    return worstCaseSegment(
      SINGLE_FAIR_PRICE_METHODS.map((m) =>
        buildLoneRaceSegment(
          race,
          contextWithMethod(context, m),
          legRaces === null ? null : legRaces.withMethod(m),
        ),
      ),
      arena,
    );
  const result = valueRace(race, context, valuationArena);
  if (!result.ok) return emptySegment(race, result.skipped);
  const val = result.valuation;
  const multi =
    val.multiBoosts.length === 0
      ? NO_MULTI_LEG_ROWS
      : multiLegRows(val, legRaces);
  return segmentOfValuation(val, arena, multi);
}

/** buildRaceSegment with columns of its own (sized to the race): for one-race builds and replacements. */
export function buildLoneRaceSegment(
  race: SnapshotRace,
  context: EngineContext,
  legRaces: LegRaces | null = null,
): RaceSegment {
  return buildRaceSegment(race, context, new ColumnArena(0), legRaces);
}
