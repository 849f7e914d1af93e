import type { SnapshotRace } from '../market/market-snapshot';

/** A race as the as-of rule reads it: a stored race also knows when a fetch last listed it. */
type AsOfRace = SnapshotRace & { confirmedAt?: string | null };

/**
 * The market's own "as of" time for one race (docs/ev-model.md §1, "Stale quotes"), epoch ms:
 * when the provider's fetch or frame last listed the race (`confirmedAt`; a snapshot file's own
 * time), else its newest quote confirmation (`checkedAt`, else `lastUpdated`). NaN when neither
 * is known. Our own refresh time is never used: a replayed old snapshot is as old as it says.
 */
export function raceAsOfMs(race: AsOfRace): number {
  if (typeof race.confirmedAt === 'string') {
    const confirmed = Date.parse(race.confirmedAt);
    if (Number.isFinite(confirmed)) return confirmed;
  }
  let newest = NaN;
  for (const runner of race.runners)
    for (const quote of runner.prices) {
      const stamp = typeof quote.checkedAt === 'string' ? quote.checkedAt : quote.lastUpdated;
      if (typeof stamp !== 'string') continue;
      const ms = Date.parse(stamp);
      if (Number.isFinite(ms) && !(ms <= newest)) newest = ms;
    }
  return newest;
}

/**
 * The whole market's "as of" time (ISO-8601 UTC) for the dashboard header: the newest of its
 * races' as-of times, so the header ages with the provider's data, not with our polling. Null
 * when no race says.
 */
export function marketAsOf(races: readonly AsOfRace[]): string | null {
  let newest = NaN;
  for (const race of races) {
    const ms = raceAsOfMs(race);
    if (Number.isFinite(ms) && !(ms <= newest)) newest = ms;
  }
  return Number.isFinite(newest) ? new Date(newest).toISOString() : null;
}
