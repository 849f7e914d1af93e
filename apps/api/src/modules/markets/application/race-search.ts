import type { RaceCode } from '@overlay/domain';
import { matchesSearch } from '@overlay/ev-engine';
import type { SearchQuery } from '@overlay/ev-engine';

export interface SearchableRace {
  venue: string;
  name: string;
  code: RaceCode;
  number: number;
}

/** The dashboard search of docs/product.md §2 (the engine's parser and matcher) applied to a stored race. */
export function raceMatchesSearch(race: SearchableRace, query: SearchQuery): boolean {
  return matchesSearch(query, {
    venue: race.venue,
    raceName: race.name,
    raceCode: race.code,
    raceNumber: race.number,
  });
}
