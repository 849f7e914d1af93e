import type { Boost } from '@overlay/domain';
import { FAIR_PRICE_SOURCES } from '@overlay/domain';
import type { PreparedPromo } from '../value/promo-value';
import type { ColumnArena, OpportunityColumns } from './opportunity-columns';
import type { RaceSegment } from './race-segment-shape';
import type { WorstCase } from '../value/worst-case';

const METHOD_CODE = new Map<string, number>(FAIR_PRICE_SOURCES.map((m, i) => [m, i]));

type Column = keyof OpportunityColumns;
let columnNames: Column[] | null = null;

function copyRow(
  from: OpportunityColumns,
  q: number,
  to: OpportunityColumns,
  at: number,
): void {
  columnNames ??= Object.keys(from) as Column[];
  for (const name of columnNames) to[name][at] = from[name][q];
}

/** Index of `item` in `list` (by identity), appending it on first use. */
function indexIn<T>(item: T, list: T[], seen: Map<T, number>): number {
  let i = seen.get(item);
  if (i === undefined) {
    i = list.push(item) - 1;
    seen.set(item, i);
  }
  return i;
}

function sameRow(a: RaceSegment, b: RaceSegment, q: number): boolean {
  const x = a.columns;
  const y = b.columns;
  const qa = a.start + q;
  const qb = b.start + q;
  const ba = x.boost[qa];
  const bb = y.boost[qb];
  return (
    x.runner[qa] === y.runner[qb] &&
    x.book[qa] === y.book[qb] &&
    x.kind[qa] === y.kind[qb] &&
    (ba < 0 ? bb < 0 : bb >= 0 && a.boosts[ba] === b.boosts[bb])
  );
}

/** Row q's total EV in a segment: what the worst case compares (value/worst-case.ts). */
export function segmentTotalEV(segment: RaceSegment, q: number): number {
  return segment.columns.totalEV[segment.start + q];
}

/**
 * The 'worst_case' segment of a race from its segments under each single method (same race,
 * same rows in the same order: the rows depend on quotes and boosts, never on a fair price).
 * Each row is copied whole from the part `worst.choose` picks (docs/ev-model.md §9), so a row's
 * numbers, fairPrice and fairMethod all come from one consistent valuation; `rowFairMethods`
 * records the method's FairPriceSource per row.
 */
export function worstCaseSegment(
  worst: WorstCase<RaceSegment>,
  arena: ColumnArena,
): RaceSegment {
  const parts = worst.parts;
  const first = parts[0];
  const count = first.count;
  if (count === 0) return first;
  for (const part of parts)
    for (let q = 0; q < count; q++)
      if (part.count !== count || !sameRow(first, part, q))
        throw new Error(
          `race ${first.race.extRaceId}: the fair-price methods gave different rows`,
        );
  const { columns, start } = arena.reserve(count);
  const promos: PreparedPromo[] = [];
  const promoSeen = new Map<PreparedPromo, number>();
  const boosts: Boost[] = [];
  const boostSeen = new Map<Boost, number>();
  const names: (string | null)[] = [];
  const rowFairMethods = new Uint8Array(count);
  for (let q = 0; q < count; q++) {
    const best = parts[worst.choose(q)];
    const from = best.start + q;
    const at = start + q;
    copyRow(best.columns, from, columns, at);
    const p = best.columns.promo[from];
    columns.promo[at] = p < 0 ? -1 : indexIn(best.promos[p], promos, promoSeen);
    const j = best.columns.boost[from];
    if (j >= 0) {
      const jj = indexIn(best.boosts[j], boosts, boostSeen);
      columns.boost[at] = jj;
      names[jj] = best.boostRunnerNames[j] ?? null;
    }
    rowFairMethods[q] = METHOD_CODE.get(best.fairMethod ?? 'Bookie MPTO') ?? 0;
  }
  arena.commit(count);
  return {
    ...first,
    promos,
    boosts,
    boostRunnerNames: names,
    columns,
    start,
    count,
    rowFairMethods,
  };
}
