import type { Opportunity, SnapshotRace } from '@overlay/domain';
import type { EngineContext } from './engine-context';
import { materialiseSegment } from './materialise-opportunity';
import { ColumnArena } from './opportunity-columns';
import { invalidPromoItems } from './opportunity-table';
import { buildRaceSegment, segmentOfValuation } from './race-segment';
import type { RaceValuation, SkippedItem } from './race-valuation';

/** Rows (spec §3 Opportunity) plus every skipped race, quote, promo and boost with its reason. */
export interface BuildResult {
  rows: Opportunity[];
  skipped: SkippedItem[];
}

// Object builds turn each segment into rows at once, so one small chunk of columns serves them all.
const scratchColumns = new ColumnArena(1024);

/** Appends the rows of a valued race: one per (active runner, bookmaker quote), FIXED_WIN boosts replacing prices, then Top-2 boost rows. */
export function appendRaceRows(val: RaceValuation, out: Opportunity[]): void {
  const segment = segmentOfValuation(val, scratchColumns);
  materialiseSegment(segment, out);
  scratchColumns.rewind();
}

function appendRace(
  race: SnapshotRace,
  context: EngineContext,
  rows: Opportunity[],
  skipped: SkippedItem[],
): void {
  const segment = buildRaceSegment(race, context, scratchColumns);
  materialiseSegment(segment, rows);
  for (const item of segment.skipped) skipped.push(item);
  scratchColumns.rewind();
}

/** Opportunity rows of one race (DESIGN §4); a race that is not open, or cannot be valued, gives none and a skip reason. */
export function buildRaceOpportunities(
  race: SnapshotRace,
  context: EngineContext,
): BuildResult {
  const rows: Opportunity[] = [];
  const skipped: SkippedItem[] = [];
  appendRace(race, context, rows, skipped);
  return { rows, skipped };
}

/**
 * Opportunity rows of every race of a snapshot, in race order, with every skipped race, quote,
 * promo and boost: the rows of buildOpportunityTable, each made an object (the same segment
 * builder and materialiser, one race at a time). For tests, debug and small sets; the api should
 * query a table instead.
 */
export function buildOpportunities(
  races: readonly SnapshotRace[],
  context: EngineContext,
): BuildResult {
  const rows: Opportunity[] = [];
  const skipped = invalidPromoItems(context);
  for (let i = 0; i < races.length; i++)
    appendRace(races[i], context, rows, skipped);
  return { rows, skipped };
}
