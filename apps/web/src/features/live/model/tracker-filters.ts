import type { RaceCode } from '@overlay/domain';
import type { RaceSummary } from '@overlay/contracts';

/** Live Race Tracker list filters (docs/product.md §2): racing code, track name and race number. */
export interface TrackerFilters {
  code: RaceCode | 'all';
  /** Part of the track name, any case; '' matches every track. */
  track: string;
  raceNumber: number | null;
}

export const NO_TRACKER_FILTERS: TrackerFilters = {
  code: 'all',
  track: '',
  raceNumber: null,
};

export function isFiltered(filters: TrackerFilters): boolean {
  return (
    filters.code !== NO_TRACKER_FILTERS.code ||
    filters.track.trim() !== '' ||
    filters.raceNumber !== null
  );
}

/** The races the filters keep: open races first (the ones worth tracking), each part in start order, then track, then number. */
export function filterRaces<R extends RaceSummary & { startTime: string }>(
  races: readonly R[],
  filters: TrackerFilters,
): R[] {
  const track = filters.track.trim().toLowerCase();
  return races
    .filter(
      (race) =>
        (filters.code === 'all' || race.code === filters.code) &&
        (track === '' || race.track.toLowerCase().includes(track)) &&
        (filters.raceNumber === null || race.number === filters.raceNumber),
    )
    .sort(
      (a, b) =>
        Number(b.state === 'open') - Number(a.state === 'open') ||
        Date.parse(a.startTime) - Date.parse(b.startTime) ||
        a.track.localeCompare(b.track) ||
        a.number - b.number,
    );
}

/** The result count line: '1 race', '12 races'. */
export function resultCount(count: number): string {
  return `${count} ${count === 1 ? 'race' : 'races'}`;
}
