import type { SnapshotRace } from '@overlay/domain';
import type { EngineContext } from '../value/engine-context';
import { prepareContext } from '../value/engine-context';
import { ColumnArena } from './opportunity-columns';
import type { RaceSegment } from './race-segment-shape';
import { buildLoneRaceSegment, buildRaceSegment } from './race-segment';
import type { SkippedItem } from '../core/skipped-item';
import { LegRaces } from '../value/multi-leg-boosts';

/**
 * Every opportunity row of a set of races, as per-race segments of typed columns (no object per
 * row). Table row i is row i − offsets[s] of segment s (offsets[s] ≤ i < offsets[s + 1]); rows are
 * in the order buildOpportunities returns them. Immutable: replaceRace returns a new table.
 */
export interface OpportunityTable {
  context: EngineContext;
  /** One segment per input race, in input order (segments are immutable and may be shared by tables). */
  segments: readonly RaceSegment[];
  /** First table row of each segment; offsets[segments.length] = rowCount. */
  offsets: Int32Array;
  rowCount: number;
  /** Invalid promos, then each race's skipped items in race order (as buildOpportunities). */
  skipped: SkippedItem[];
}

// 16k rows × 98 bytes ≈ 1.6 MB per chunk: ten allocations per day card, little slack per chunk.
const CHUNK_ROWS = 16_384;

/** The INVALID_PROMO skip items of a context (a build reports them first). */
export function invalidPromoItems(context: EngineContext): SkippedItem[] {
  return prepareContext(context).invalidPromos.map((p) => ({
    extRaceId: null,
    runnerNumber: null,
    bookmaker: null,
    code: 'INVALID_PROMO',
    message: `promo ${p.id}: ${p.message}`,
  }));
}

function tableOf(
  context: EngineContext,
  segments: readonly RaceSegment[],
): OpportunityTable {
  const offsets = new Int32Array(segments.length + 1);
  const skipped = invalidPromoItems(context);
  let rows = 0;
  for (let s = 0; s < segments.length; s++) {
    offsets[s] = rows;
    rows += segments[s].count;
    for (const item of segments[s].skipped) skipped.push(item);
  }
  offsets[segments.length] = rows;
  return {
    context,
    segments,
    offsets,
    rowCount: rows,
    skipped,
  };
}

/**
 * A segment to keep for race i instead of building it, or null to build it. The caller vouches it
 * was built from this very race data under a context that values it the same (same boosts, and
 * the same promos applying to it), e.g. the previous table's segment of an unchanged race, or the
 * global table's segment of a race no personal promo of the viewer touches.
 */
export type SegmentReuse = (
  race: SnapshotRace,
  index: number,
) => RaceSegment | null | undefined;

/**
 * Values every race and computes every row's numbers into columns (docs/architecture.md §4); materialise rows
 * with materialiseOpportunity or queryOpportunityTable. With `reuse`, kept segments are shared
 * and the others are built with columns of their own, so a long chain of derived tables never
 * keeps an old table's column chunks alive for a few surviving races.
 */
export function buildOpportunityTable(
  races: readonly SnapshotRace[],
  context: EngineContext,
  reuse?: SegmentReuse,
): OpportunityTable {
  const arena = new ColumnArena(CHUNK_ROWS);
  const segments = new Array<RaceSegment>(races.length);
  const legs = legRacesOf(context, () => races);
  for (let i = 0; i < races.length; i++) {
    let kept = reuse === undefined ? null : reuse(races[i], i);
    // A kept segment whose rows read other races (a parlay's later legs) may be out of date.
    if (kept && kept.otherRaceIds.length > 0) kept = null;
    segments[i] =
      kept ??
      (reuse === undefined
        ? buildRaceSegment(races[i], context, arena, legs)
        : buildLoneRaceSegment(races[i], context, legs));
  }
  return tableOf(context, segments);
}

/** The other races multi-leg boosts may read, when the context has any (null: none to read). */
function legRacesOf(
  context: EngineContext,
  races: () => Iterable<SnapshotRace>,
): LegRaces | null {
  return prepareContext(context).hasMultiLegBoosts
    ? new LegRaces(races, context)
    : null;
}

/** A table of one race (columns sized to the race; a parlay listed here has no other legs to read, so no row). */
export function buildRaceOpportunityTable(
  race: SnapshotRace,
  context: EngineContext,
): OpportunityTable {
  return tableOf(context, [buildLoneRaceSegment(race, context)]);
}

/** Segment index of race extRaceId, −1 when the table has none. */
export function segmentIndexOf(
  table: OpportunityTable,
  extRaceId: string,
): number {
  const segments = table.segments;
  for (let s = 0; s < segments.length; s++)
    if (segments[s].race.extRaceId === extRaceId) return s;
  return -1;
}

/**
 * A new table with `race` rebuilt: it replaces the segment with its extRaceId (else it is appended);
 * other segments are shared, so the cost is one race's valuation plus O(races) bookkeeping.
 * Equals buildOpportunityTable over the races with this one swapped in. The old table stays valid.
 */
export function replaceRace(
  table: OpportunityTable,
  race: SnapshotRace,
): OpportunityTable {
  const segments = table.segments.slice();
  const s = segmentIndexOf(table, race.extRaceId);
  // The new race last: it wins over its old version in the lookup.
  const legs = legRacesOf(table.context, () => [
    ...table.segments.map((x) => x.race),
    race,
  ]);
  const segment = buildLoneRaceSegment(race, table.context, legs);
  if (s < 0) segments.push(segment);
  else segments[s] = segment;
  if (legs !== null)
    // Rows of other races that read this one (a parlay listed under an earlier leg) move with it.
    for (let i = 0; i < segments.length; i++)
      if (segments[i].otherRaceIds.includes(race.extRaceId))
        segments[i] = buildLoneRaceSegment(segments[i].race, table.context, legs);
  return tableOf(table.context, segments);
}

/** Segment index holding table row i (binary search over offsets); i must be in [0, rowCount). */
export function segmentOfRow(table: OpportunityTable, i: number): number {
  const offsets = table.offsets;
  let lo = 0;
  let hi = table.segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid] <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
