import type { RaceState } from '@overlay/domain';
import type { SimRaceSlot } from './meeting-schedule';

/** open before the jump, closed while it runs and settles, final once results are official. */
export function raceStateAt(slot: SimRaceSlot, nowMs: number): RaceState {
  if (slot.abandonedFromMs !== null && nowMs >= slot.abandonedFromMs)
    return 'abandoned';
  if (nowMs < slot.startMs) return 'open';
  return nowMs < slot.startMs + slot.finalAfterMs ? 'closed' : 'final';
}
