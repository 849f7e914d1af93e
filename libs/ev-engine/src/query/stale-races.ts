import type { StaleRace } from '@overlay/domain';
import type { OpportunityTable } from '../table/opportunity-table';
import type { OpportunityFilter } from './opportunity-filter';

/**
 * The races the filter would show (its race, codes and time window) that have no rows because
 * their fair price would need stale quotes (docs/ev-model.md, Stale quotes), in table order: the
 * dashboard says why they are missing.
 */
export function staleFairPriceRaces(
  table: OpportunityTable,
  filter: OpportunityFilter,
  nowMs: number,
): StaleRace[] {
  const codes = new Set<string>(filter.raceCodes);
  const limitMs = nowMs + filter.withinMinutes * 60_000;
  const out: StaleRace[] = [];
  for (const seg of table.segments) {
    if (seg.count !== 0) continue;
    const race = seg.race;
    if (filter.raceId !== null && race.extRaceId !== filter.raceId) continue;
    if (!codes.has(race.code) || !(seg.startMs <= limitMs)) continue;
    const stale = seg.skipped.find((item) => item.code === 'STALE_FAIR_PRICE');
    if (stale === undefined) continue;
    out.push({
      extRaceId: race.extRaceId,
      venue: race.venue,
      raceNumber: race.number,
      books: stale.books ?? [],
    });
  }
  return out;
}
