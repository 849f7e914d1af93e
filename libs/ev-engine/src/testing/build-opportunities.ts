import type { Opportunity, SnapshotRace } from '@overlay/domain';
import type { EngineContext } from '../value/engine-context';
import { materialiseSegment } from '../table/materialise-opportunity';
import { ColumnArena } from '../table/opportunity-columns';
import { invalidPromoItems } from '../table/opportunity-table';
import { buildRaceSegment } from '../table/race-segment';
import type { SkippedItem } from '../core/skipped-item';

// Testing only: the api queries a table (buildOpportunityTable + queryOpportunityTable). Specs use
// these to get every row of a small race set as objects through the very segment builder and
// materialiser the table uses.

/** Rows (docs/product.md §3 Opportunity) plus every skipped race, quote, promo and boost with its reason. */
export interface BuildResult {
  rows: Opportunity[];
  skipped: SkippedItem[];
}

function appendRace(
  race: SnapshotRace,
  context: EngineContext,
  columns: ColumnArena,
  out: BuildResult,
): void {
  const segment = buildRaceSegment(race, context, columns);
  materialiseSegment(segment, out.rows);
  for (const item of segment.skipped) out.skipped.push(item);
  columns.rewind();
}

/** Opportunity rows of one race (docs/architecture.md §4); a race that is not open, or cannot be valued, gives none and a skip reason. */
export function buildRaceOpportunities(
  race: SnapshotRace,
  context: EngineContext,
): BuildResult {
  const out: BuildResult = { rows: [], skipped: [] };
  appendRace(race, context, new ColumnArena(1024), out);
  return out;
}

/** Rows of every race in race order, with the invalid promos and every race's skipped items first to last. */
export function buildOpportunities(
  races: readonly SnapshotRace[],
  context: EngineContext,
): BuildResult {
  const out: BuildResult = { rows: [], skipped: invalidPromoItems(context) };
  const columns = new ColumnArena(1024);
  for (let i = 0; i < races.length; i++)
    appendRace(races[i], context, columns, out);
  return out;
}
