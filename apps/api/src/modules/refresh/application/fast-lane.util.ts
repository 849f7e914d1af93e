import type { SnapshotRace } from '@overlay/domain';

/** Races this close to their jump (before or after) refresh in the fast lane (docs/architecture.md §3). */
const FAST_LANE_MINUTES = 15;

/**
 * The races whose start time is within FAST_LANE_MINUTES of `now`. Runs before validation, so a
 * race without a readable start time is left out here (the full refresh reports it).
 */
export function racesNearJump(races: readonly SnapshotRace[], now: Date): SnapshotRace[] {
  const span = FAST_LANE_MINUTES * 60_000;
  return races.filter((race) => Math.abs(Date.parse(race?.startTime) - now.getTime()) <= span);
}
