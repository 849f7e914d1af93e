/**
 * Opt-in timing of one race's changes through the streaming pipeline, for the bench
 * (bench/betwatch-stream): each stage a change passes (frame read, drained into a batch, stored,
 * announced, heard by the live hub, pushed to its viewers) calls `traceStream`, which hands it to
 * the installed sink, if any (the infrastructure installs a file sink when STREAM_TRACE_FILE and
 * STREAM_TRACE_RACE are set; see docs/feeds.md, latency). Without a sink it costs one comparison.
 */
export type StreamTraceStage =
  'read' | 'drained' | 'stored' | 'announced' | 'hub' | 'skipped' | 'pushed';

/** Receives every stage with the race ids it concerns (undefined: any race) and a detail. */
export type StreamTraceSink = (
  stage: StreamTraceStage,
  raceIds: string | readonly string[] | undefined,
  detail: Record<string, unknown>,
) => void;

let sink: StreamTraceSink | null = null;

export function installStreamTraceSink(next: StreamTraceSink | null): void {
  sink = next;
}

/** True when a sink listens (to skip building a detail nobody reads). */
export function streamTraceOn(): boolean {
  return sink !== null;
}

export function traceStream(
  stage: StreamTraceStage,
  raceIds: string | readonly string[] | undefined,
  detail: Record<string, unknown> = {},
): void {
  sink?.(stage, raceIds, detail);
}
