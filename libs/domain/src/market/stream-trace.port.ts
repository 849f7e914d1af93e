/** A stage a streamed change of a race passes (docs/feeds.md, latency). */
export type StreamTracePoint = 'read' | 'drained' | 'stored' | 'announced' | 'hub' | 'skipped' | 'pushed';

/**
 * Opt-in timing of one race's changes through the streaming pipeline, for the bench (port; the
 * api binds the file-writing one from `@overlay/infrastructure`, off unless its environment asks).
 */
export abstract class StreamTrace {
  /** True when `raceIds` (one id, a list, or undefined for "any race") holds the traced race. */
  abstract traces(raceIds: string | readonly string[] | undefined): boolean;
  abstract record(stage: StreamTracePoint, raceIds: string | readonly string[] | undefined, detail?: Record<string, unknown>): void;
}
