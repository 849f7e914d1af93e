/**
 * A step an alert passes between a stored market change and its channel (docs/operations.md §9,
 * "Where an alert's time goes"): the rules evaluated (`matched`), the alerts stored with their
 * deliveries (`stored`), a worker's lease round (`claimed`), one send to a channel (`sent`), a
 * batch of outcomes written (`settled`).
 */
export type AlertTracePoint = 'matched' | 'stored' | 'claimed' | 'sent' | 'settled';

/**
 * Opt-in timing of alerts through evaluation and delivery, for the bench (bench/alerts): port; the
 * api binds the file-writing one from `@overlay/infrastructure`, off unless its environment asks.
 * `on` is false when off: callers skip building the detail.
 */
export abstract class AlertTrace {
  abstract get on(): boolean;
  /** One step that ran from `startMs` to `endMs` (epoch ms), with what it handled. */
  abstract record(stage: AlertTracePoint, startMs: number, endMs: number, detail?: Record<string, unknown>): void;
}

/** Epoch ms from the monotonic clock (what a trace line's `start` and `end` are). */
export function traceMs(): number {
  return performance.timeOrigin + performance.now();
}
