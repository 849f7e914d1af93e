import type { RaceView } from '@overlay/contracts';

export const raceLabel = (r: RaceView) => `${r.track} R${r.number} (${r.code})`;

/**
 * The races whose label holds every word of the search (case-insensitive), in their order; an
 * empty search keeps them all. 'rand r4' finds Randwick R4 (TB), 'gr' every greyhound race.
 */
export function matchingRaces(races: RaceView[], search: string): RaceView[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return races;
  return races.filter((race) => {
    const label = raceLabel(race).toLowerCase();
    return words.every((word) => label.includes(word));
  });
}
