import { Injectable } from '@nestjs/common';

interface FairPoint {
  fair: number;
  /** Epoch ms the valuation that gave it was made. */
  at: number;
}

/** Races kept at most this long after their last observation (a race closes within hours). */
const FORGET_AFTER_MS = 12 * 3_600_000;

/**
 * The engine's fair win price of each runner of the races with pending bets, as the settlement
 * job last valued them while they were open: the exchange prices behind a fair price are not in
 * the price history, so the last one before the jump is remembered here (on the leader, which runs
 * the job) and becomes the bet's closing fair price when the race closes.
 */
@Injectable()
export class ClosingLineTracker {
  private readonly races = new Map<string, { lastAt: number; runners: Map<number, FairPoint> }>();

  record(extRaceId: string, fairByRunner: ReadonlyMap<number, number>, at: Date): void {
    const nowMs = at.getTime();
    for (const [id, race] of this.races) if (nowMs - race.lastAt > FORGET_AFTER_MS) this.races.delete(id);
    let race = this.races.get(extRaceId);
    if (!race) this.races.set(extRaceId, (race = { lastAt: nowMs, runners: new Map() }));
    race.lastAt = nowMs;
    for (const [number, fair] of fairByRunner) if (fair > 0 && Number.isFinite(fair)) race.runners.set(number, { fair, at: nowMs });
  }

  /** The last fair price of a runner observed at or before `closeAt`, or null. */
  lastBefore(extRaceId: string, runnerNumber: number, closeAt: Date): number | null {
    const point = this.races.get(extRaceId)?.runners.get(runnerNumber);
    return point !== undefined && point.at <= closeAt.getTime() ? point.fair : null;
  }

  forget(extRaceId: string): void {
    this.races.delete(extRaceId);
  }
}
