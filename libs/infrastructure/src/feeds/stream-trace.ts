import { appendFileSync } from 'node:fs';
import { StreamTrace } from '@overlay/domain';

/**
 * Opt-in timing of one race's changes through the streaming pipeline, for the bench
 * (bench/betwatch-stream): with STREAM_TRACE_FILE and STREAM_TRACE_RACE set (one race id, or
 * several separated by commas), each stage a change of those races passes (frame read, drained
 * into a batch, stored, announced, heard by the live hub, pushed to its viewers) appends one JSON
 * line `{ stage, at, traced, ...detail }` to the file (`traced`: the traced races among those the
 * stage handled; absent when it names none). Off (the default) it costs one look at the
 * environment per call. See docs/feeds.md (latency).
 */

export type StreamTraceStage =
  'read' | 'drained' | 'stored' | 'announced' | 'hub' | 'skipped' | 'pushed';

/** True when `raceIds` (one id, a list, or undefined for "any race") holds a traced race. */
export function tracesRace(
  raceIds: string | readonly string[] | undefined,
): boolean {
  return tracedAmong(raceIds) !== null;
}

/** The traced races among `raceIds` (undefined: the stage names none), or null when none is. */
function tracedAmong(
  raceIds: string | readonly string[] | undefined,
): string[] | undefined | null {
  const traced = process.env.STREAM_TRACE_RACE;
  if (!traced || !process.env.STREAM_TRACE_FILE) return null;
  if (raceIds === undefined) return undefined;
  const ids = typeof raceIds === 'string' ? [raceIds] : raceIds;
  const found = traced.split(',').filter((race) => ids.includes(race));
  return found.length > 0 ? found : null;
}

export function traceStream(
  stage: StreamTraceStage,
  raceIds: string | readonly string[] | undefined,
  detail: Record<string, unknown> = {},
): void {
  const races = tracedAmong(raceIds);
  if (races === null) return;
  appendFileSync(
    process.env.STREAM_TRACE_FILE as string,
    `${JSON.stringify({ stage, at: Date.now(), ...(races ? { traced: races } : {}), ...detail })}\n`,
  );
}

/** The `StreamTrace` port over `tracesRace` and `traceStream` (STREAM_TRACE_FILE, STREAM_TRACE_RACE). */
export class FileStreamTrace extends StreamTrace {
  traces(raceIds: string | readonly string[] | undefined): boolean {
    return tracesRace(raceIds);
  }

  record(stage: StreamTraceStage, raceIds: string | readonly string[] | undefined, detail: Record<string, unknown> = {}): void {
    traceStream(stage, raceIds, detail);
  }
}
