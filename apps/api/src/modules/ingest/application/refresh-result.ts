import type { IngestOutcome } from '@overlay/domain';

/** `full`: the whole snapshot; `fast`: only races within 15 minutes of their jump. */
export type RefreshLane = 'full' | 'fast';

/** What a refresh stored (a polled fetch, or a stream's reconnect): the refresh calls present it. */
export interface RefreshResult extends IngestOutcome {
  lane: RefreshLane;
  /** ISO-8601 UTC time of this refresh. */
  lastUpdated: string;
  durationMs: number;
}
