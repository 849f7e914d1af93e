import { CHANNEL_PACE } from '@overlay/domain';
import type { AlertChannelKind } from '@overlay/domain';

/** A token bucket: `capacity` sends at once, one more every `intervalMs`, none before `blockedUntil`. */
interface Bucket {
  tokens: number;
  atMs: number;
  blockedUntil: number;
}

/** Buckets kept at most; full, unblocked ones are forgotten beyond it (they equal a fresh one). */
const MAX_BUCKETS = 10_000;

/**
 * How fast each destination (and each channel overall) may be sent to, from `CHANNEL_PACE`
 * (docs/product.md §10, "Pacing"), in the memory of the one worker that sends: the leader.
 * `freeAt` says when the next send may go; `take` spends it; `blockUntil` honours a 429's wait
 * exactly: nothing goes to that destination before it.
 */
export class DestinationPacer {
  private readonly destinations = new Map<string, Bucket>();
  private readonly overall = new Map<AlertChannelKind, Bucket>();

  /** The earliest time (epoch ms, at least `nowMs`) a message may go to `destination` of `channel`. */
  freeAt(destination: string, channel: AlertChannelKind, nowMs: number): number {
    const pace = CHANNEL_PACE[channel];
    const own = this.readyAt(this.destinations.get(destination), pace.burst, pace.intervalMs, nowMs);
    if (pace.perSecondOverall === null) return own;
    const all = this.readyAt(this.overall.get(channel), pace.perSecondOverall, 1000 / pace.perSecondOverall, nowMs);
    return Math.max(own, all);
  }

  /** Spends one send to `destination` now (call when `freeAt` is now). */
  take(destination: string, channel: AlertChannelKind, nowMs: number): void {
    const pace = CHANNEL_PACE[channel];
    this.spend(this.destinations, destination, pace.burst, pace.intervalMs, nowMs);
    if (pace.perSecondOverall !== null) this.spend(this.overall, channel, pace.perSecondOverall, 1000 / pace.perSecondOverall, nowMs);
    if (this.destinations.size > MAX_BUCKETS) this.forgetIdle(nowMs);
  }

  /**
   * A send to `destination` ended at `atMs`: its pace counts from there, so the next message
   * arrives at least one interval after this one did, however long this one took to get there.
   */
  ended(destination: string, atMs: number): void {
    const bucket = this.destinations.get(destination);
    if (bucket !== undefined) bucket.atMs = Math.max(bucket.atMs, atMs);
  }

  /** The destination asked to wait (a 429's `retry_after`): nothing goes to it before `untilMs`. */
  blockUntil(destination: string, channel: AlertChannelKind, untilMs: number): void {
    const pace = CHANNEL_PACE[channel];
    const bucket = this.destinations.get(destination) ?? { tokens: pace.burst, atMs: untilMs, blockedUntil: 0 };
    bucket.blockedUntil = Math.max(bucket.blockedUntil, untilMs);
    this.destinations.set(destination, bucket);
  }

  private readyAt(bucket: Bucket | undefined, capacity: number, intervalMs: number, nowMs: number): number {
    if (bucket === undefined) return nowMs;
    const tokens = this.tokensAt(bucket, capacity, intervalMs, nowMs);
    const refilled = tokens >= 1 ? nowMs : nowMs + (1 - tokens) * intervalMs;
    return Math.max(refilled, bucket.blockedUntil);
  }

  private tokensAt(bucket: Bucket, capacity: number, intervalMs: number, nowMs: number): number {
    return Math.min(capacity, bucket.tokens + Math.max(0, nowMs - bucket.atMs) / intervalMs);
  }

  private spend<K>(buckets: Map<K, Bucket>, key: K, capacity: number, intervalMs: number, nowMs: number): void {
    const bucket = buckets.get(key);
    const tokens = bucket === undefined ? capacity : this.tokensAt(bucket, capacity, intervalMs, nowMs);
    buckets.set(key, { tokens: tokens - 1, atMs: nowMs, blockedUntil: bucket?.blockedUntil ?? 0 });
  }

  private forgetIdle(nowMs: number): void {
    for (const [key, bucket] of this.destinations)
      if (bucket.blockedUntil <= nowMs && bucket.atMs + 60_000 < nowMs) this.destinations.delete(key);
  }
}
