import { appendFileSync } from 'node:fs';

/**
 * Opt-in timing of one race's changes through the streaming pipeline, for the bench
 * (bench/betwatch-stream): with STREAM_TRACE_FILE and STREAM_TRACE_RACE set, each stage a change
 * of that race passes (frame read, drained into a batch, stored, announced, heard by the live
 * hub, pushed to its viewers) appends one JSON line `{ stage, at, ...detail }` to the file. Off
 * (the default) it costs one look at the environment per call. See docs/feeds.md (latency).
 */

export type StreamTraceStage =
  'read' | 'drained' | 'stored' | 'announced' | 'hub' | 'skipped' | 'pushed';

/** True when `raceIds` (one id, a list, or undefined for "any race") holds the traced race. */
export function tracesRace(
  raceIds: string | readonly string[] | undefined,
): boolean {
  const race = process.env.STREAM_TRACE_RACE;
  if (!race || !process.env.STREAM_TRACE_FILE) return false;
  if (raceIds === undefined) return true;
  return typeof raceIds === 'string'
    ? raceIds === race
    : raceIds.includes(race);
}

export function traceStream(
  stage: StreamTraceStage,
  raceIds: string | readonly string[] | undefined,
  detail: Record<string, unknown> = {},
): void {
  if (!tracesRace(raceIds)) return;
  appendFileSync(
    process.env.STREAM_TRACE_FILE as string,
    `${JSON.stringify({ stage, at: Date.now(), ...detail })}\n`,
  );
}
