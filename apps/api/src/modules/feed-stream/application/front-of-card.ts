import type { SnapshotRace } from '@overlay/domain';

/**
 * The open races nearest their jump (the front of the card), at most this many: written with
 * every part of a stream batch when they changed since (docs/feeds.md, latency).
 */
export const FRONT_RACES = 16;

/** A race still open this long after its advertised start is left out: the feed has lost it. */
const STALE_AFTER_START_MS = 60 * 60_000;

/**
 * Keeps the front of the card across stream batches: a batch holds only the races that changed,
 * so a front race that did not change in this batch must stay in the front (it may change while
 * the batch is written). Each batch's races replace their older states; a race leaves the front
 * when it closes, goes stale or is passed by races nearer their jump.
 */
export class FrontOfCard {
  private races: { race: SnapshotRace; startMs: number }[] = [];

  /** Takes a batch's races into account; the front's race ids less `apart` (the watched ones: their own lane writes them). */
  update(batch: readonly SnapshotRace[], nowMs: number, apart: ReadonlySet<string> = new Set()): ReadonlySet<string> {
    const byId = new Map(this.races.map((entry) => [entry.race.extRaceId, entry]));
    for (const race of batch) byId.set(race.extRaceId, { race, startMs: Date.parse(race.startTime) });
    this.races = [...byId.values()]
      .filter(({ race, startMs }) => race.state === 'open' && startMs > nowMs - STALE_AFTER_START_MS)
      .sort((a, b) => a.startMs - b.startMs)
      .slice(0, FRONT_RACES);
    return new Set(this.races.map(({ race }) => race.extRaceId).filter((id) => !apart.has(id)));
  }
}
