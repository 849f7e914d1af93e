import type { StaleRace } from '@overlay/domain';
import type { OpportunityTable } from '../table/opportunity-table';
import type { OpportunityFilter } from './opportunity-filter';

/**
 * The races the filter would show (its race, codes and time window) whose prices are stale, in
 * table order (docs/ev-model.md, Stale quotes): those with no rows because their fair price would
 * need stale quotes, naming those books, so the dashboard says why they are missing; and, while the
 * whole market is stale (`marketStale`: the stream down, the quota spent, no fetch), every such
 * race with quotes, naming its books, as every one of its rows says `stale: true`.
 */
export function staleFairPriceRaces(
  table: OpportunityTable,
  filter: OpportunityFilter,
  nowMs: number,
  marketStale = false,
): StaleRace[] {
  const codes = new Set<string>(filter.raceCodes);
  const limitMs = nowMs + filter.withinMinutes * 60_000;
  const out: StaleRace[] = [];
  for (const seg of table.segments) {
    const race = seg.race;
    if (filter.raceId !== null && race.extRaceId !== filter.raceId) continue;
    if (!codes.has(race.code) || !(seg.startMs <= limitMs)) continue;
    const stale = seg.count === 0 ? seg.skipped.find((item) => item.code === 'STALE_FAIR_PRICE') : undefined;
    if (stale === undefined && !(marketStale && seg.books.length > 0)) continue;
    out.push({
      extRaceId: race.extRaceId,
      venue: race.venue,
      raceNumber: race.number,
      books: stale?.books ?? [...seg.books].sort(),
    });
  }
  return out;
}
