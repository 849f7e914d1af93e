import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { Metric } from 'prom-client';

/**
 * What the leader's feed jobs (refresh and stream) measure as they run (docs/operations.md §2). Registered in no
 * registry here: the metrics module adds them to `/metrics`, so this module needs none of it.
 */
@Injectable()
export class FeedMetrics {
  readonly refreshDuration = new Histogram({
    name: 'overlay_refresh_duration_seconds',
    help: "The leader's scheduled refreshes (fetch and store), by lane and outcome",
    labelNames: ['lane', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [],
  });

  readonly streamIngestDuration = new Histogram({
    name: 'overlay_stream_ingest_duration_seconds',
    help: 'Storing one drained stream batch (whole batches, not the watched lane), by outcome',
    labelNames: ['outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [],
  });

  readonly streamIngestLag = new Gauge({
    name: 'overlay_stream_ingest_lag_seconds',
    help: "Seconds from the feed's time of the last stored stream batch to its being stored",
    registers: [],
  });

  readonly feedErrors = new Counter({
    name: 'overlay_feed_errors_total',
    help: 'Failed feed fetches and stream errors, by source and code (http_503, timeout, quota_exceeded, …)',
    labelNames: ['source', 'code'],
    registers: [],
  });

  readonly driftQuotes = new Counter({
    name: 'overlay_feed_drift_quotes_total',
    help: "Quotes the stream's drift check found wrong in the held market and healed (docs/feeds.md, drift)",
    labelNames: ['source'],
    registers: [],
  });

  get all(): Metric[] {
    return [this.refreshDuration, this.streamIngestDuration, this.streamIngestLag, this.feedErrors, this.driftQuotes];
  }
}

/**
 * A short code for a failed refresh, from the first error along its causes that says what went
 * wrong: an HTTP failure's status (`http_503`) or kind (`timeout`, `network`, `circuit-open`), a
 * refused or unreadable snapshot (`invalid_snapshot`); else `feed_failed`.
 */
export function feedErrorCode(error: unknown): string {
  let cause: unknown = error;
  for (let depth = 0; depth < 6 && cause instanceof Error; depth += 1) {
    const found = cause as Error & { kind?: unknown; status?: unknown; failure?: unknown };
    if (typeof found.status === 'number') return `http_${found.status}`;
    if (typeof found.kind === 'string') return found.kind;
    if (found.name === 'SnapshotValidationError' || found.name === 'SyntaxError') return 'invalid_snapshot';
    cause = found.failure ?? found.cause;
  }
  return 'feed_failed';
}
