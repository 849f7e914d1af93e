import { Injectable } from '@nestjs/common';
import type { PricePoint } from '@overlay/contracts';
import type { LiveRow } from '@overlay/domain';

/** Points kept per runner (an hour at 1 s when the fair price moves every tick). */
const MAX_POINTS = 3600;
/** A race not valued for this long is forgotten. */
const FORGET_AFTER_MS = 6 * 3_600_000;

/**
 * The fair win price of each runner over time, as the live computation found it (1 / p_win). The
 * exchange prices behind it are not kept in the price history, so it is recorded here while the
 * race is watched on this instance, a point only when the price moved.
 */
@Injectable()
export class LiveFairHistory {
  private readonly races = new Map<string, { lastAt: number; runners: Map<string, PricePoint[]> }>();

  record(extRaceId: string, rows: readonly LiveRow[], at: Date): void {
    const nowMs = at.getTime();
    for (const [id, race] of this.races) if (nowMs - race.lastAt > FORGET_AFTER_MS) this.races.delete(id);
    let race = this.races.get(extRaceId);
    if (!race) this.races.set(extRaceId, (race = { lastAt: nowMs, runners: new Map() }));
    race.lastAt = nowMs;
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.runnerId) || !(row.p_win > 0)) continue;
      seen.add(row.runnerId);
      const price = Math.round((1 / row.p_win) * 1e4) / 1e4;
      let points = race.runners.get(row.runnerId);
      if (!points) race.runners.set(row.runnerId, (points = []));
      if (points.at(-1)?.price === price) continue;
      points.push({ t: at.toISOString(), price });
      if (points.length > MAX_POINTS) points.splice(0, points.length - MAX_POINTS);
    }
  }

  /** The recorded fair prices of a runner since `since`, oldest first. */
  of(extRaceId: string, runnerId: string, since: Date): PricePoint[] {
    const points = this.races.get(extRaceId)?.runners.get(runnerId) ?? [];
    const from = since.toISOString();
    return points.filter((point) => point.t >= from);
  }
}
