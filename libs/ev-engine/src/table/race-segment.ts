import type { Boost, SnapshotRace } from '@overlay/domain';
import type { EngineContext } from '../value/engine-context';
import { isWorstCase, worstCase } from '../value/worst-case';
import { segmentTotalEV, worstCaseSegment } from './worst-case-segment';
import type { PreparedPromo } from '../value/promo-value';
import { Float64Arena } from '../core/float64-arena';
import type { RaceSegment } from './race-segment-shape';
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
function segmentOfValuation(
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
  if (isWorstCase(context))
    return worstCaseSegment(
      worstCase(
        context,
        (single, method) =>
          buildLoneRaceSegment(
            race,
            single,
            legRaces === null ? null : legRaces.withMethod(method),
          ),
        segmentTotalEV,
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
