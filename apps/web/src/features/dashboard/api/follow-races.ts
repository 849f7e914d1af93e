import type { OpportunitiesResponse } from '@overlay/contracts';
import { mergeRaceRows, SERVER_QUERY_LIMITS } from '@overlay/domain';
import type { Opportunity } from '@overlay/domain';

/** What a follower needs of the reply it keeps up to date. */
export interface HeldReply {
  opportunities: readonly Opportunity[];
}

/** The cache entry a follower keeps: its reply, and when its last whole read started and ended. */
export interface HeldEntry<Reply extends HeldReply> {
  data?: Reply;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

export interface RaceFollowerIo<Reply extends HeldReply> {
  /** GET /api/opportunities with the entry's arguments and `races=`. */
  read(races: readonly string[]): Promise<OpportunitiesResponse>;
  held(): HeldEntry<Reply>;
  /** The merged rows and the part's reply-wide fields (stale races, freshness, …) into the entry. */
  apply(reply: OpportunitiesResponse, rows: Opportunity[]): void;
  /** Read the whole reply again. */
  reload(): void;
  now(): number;
  /** Whether anyone holds the entry: one kept only for a while reads nothing. */
  heldBySomeone(): boolean;
}

export interface RaceFollower {
  /** A races_changed: the races named, or null (too many to name). */
  changed(raceIds: readonly string[] | null): void;
  /** Whether a data_refresh whose changes were all named should read the whole reply anyway. */
  wholeReadDue(): boolean;
}

/**
 * Keeps one opportunities cache entry up to date by part (docs/architecture.md, "The dashboard
 * follows the market"): the races a races_changed names are read with `races=` (one read at a
 * time; names heard meanwhile wait for the next) and merged into the held rows. The whole reply
 * is read instead when the merge cannot be sure (`mergeRaceRows` null), the read fails, the event
 * names no race, or the server answers without a part. A part read that a whole read started
 * after it overtook is dropped: that whole read has those races as new or newer.
 */
export function followRaces<Reply extends HeldReply>(
  io: RaceFollowerIo<Reply>,
  wholeReadEveryMs: number,
): RaceFollower {
  const waiting = new Set<string>();
  let reading = false;

  const merge = (reply: OpportunitiesResponse, startedAt: number): void => {
    const entry = io.held();
    if (entry.data === undefined || (entry.startedTimeStamp ?? 0) > startedAt) return;
    const part = reply.part;
    const rows =
      part === undefined
        ? null
        : mergeRaceRows(entry.data.opportunities, { ...part, rows: reply.opportunities });
    if (rows === null) io.reload();
    else io.apply(reply, rows);
  };

  const pump = (): void => {
    if (reading || waiting.size === 0) return;
    const races = [...waiting].sort();
    waiting.clear();
    if (races.length > SERVER_QUERY_LIMITS.races.max) return io.reload();
    reading = true;
    const startedAt = io.now();
    io.read(races)
      .then(
        (reply) => merge(reply, startedAt),
        () => io.reload(),
      )
      .finally(() => {
        reading = false;
        pump();
      });
  };

  return {
    changed(raceIds) {
      if (!io.heldBySomeone()) return;
      if (raceIds === null) return io.reload();
      for (const id of raceIds) waiting.add(id);
      pump();
    },
    wholeReadDue() {
      const last = io.held().fulfilledTimeStamp;
      return last === undefined || io.now() - last >= wholeReadEveryMs;
    },
  };
}
