import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { ALERT_CHANNELS, AlertDeliveryRepository, AlertTrace, CHANNEL_PACE, EventBus, traceMs } from '@overlay/domain';
import type { AlertChannel, AlertChannelKind, AlertDelivery, DeliveryJob, DeliveryOutcome } from '@overlay/domain';
import { bulkhead } from 'cockatiel';
import { Clock } from '../../../../common/time/clock';
import { ALERTS_CONFIG } from '../../alerts.config';
import type { AlertsConfig } from '../../alerts.config';
import { AlertMetrics } from '../alert.metrics';
import { DeliveryBackoff } from './delivery-backoff';
import { settleTry } from './delivery-settlements';
import { DestinationPacer } from './destination-pacer';
import { SettledTries } from './settled-tries';

/** Deliveries taken per claim (a change that alerts a thousand users is one claim); a lease long enough for a slow channel's try. */
const CLAIM_BATCH = 2000;
const LEASE_MS = 60_000;
/**
 * Sends in flight at once, per channel (each mostly waits on its counterpart): a channel's own, so
 * mails queued for the SMTP pool's 8 connections never hold up a push or a webhook.
 */
const SENDS_AT_ONCE: Readonly<Record<AlertChannelKind, number>> = { email: 16, telegram: 16, push: 32, webhook: 32 };

const destinationOf = (job: DeliveryJob): string => `${job.channel}|${job.userId}|${job.targetId ?? ''}`;

/**
 * Sends the stored deliveries (docs/product.md §10, "Delivery" and "Pacing"): takes what is due,
 * groups it by destination, and sends each destination what its pace allows now: a channel that
 * folds sends everything that piled up as one digest, a webhook one alert at a time; the rest is
 * given back untried for when the destination is free. Each try's outcome is stored: delivered,
 * tried again (a 429's wait exactly, else the backoff), held with its destination (a refusal), or
 * failed. One pass at a time (`AlertDeliveryJob` runs it on the leader).
 */
@Injectable()
export class AlertDeliveryWorker {
  private readonly logger = new Logger('AlertDeliveryWorker');
  private readonly pacer = new DestinationPacer();
  private readonly sends = new Map(
    (Object.keys(SENDS_AT_ONCE) as AlertChannelKind[]).map((kind) => [kind, bulkhead(SENDS_AT_ONCE[kind], Number.POSITIVE_INFINITY)]),
  );
  private readonly byKind: ReadonlyMap<AlertChannelKind, AlertChannel>;
  private readonly backoff: DeliveryBackoff;

  constructor(
    @Inject(ALERT_CHANNELS) channels: readonly AlertChannel[],
    private readonly deliveries: AlertDeliveryRepository,
    private readonly clock: Clock,
    private readonly metrics: AlertMetrics,
    private readonly bus: EventBus,
    @Inject(ALERTS_CONFIG) config: AlertsConfig,
    @Optional() @Inject(AlertTrace) private readonly trace: AlertTrace | null = null,
  ) {
    this.byKind = new Map(channels.map((c) => [c.kind, c]));
    this.backoff = new DeliveryBackoff(config.retryBaseMs, config.retryMaxMs);
  }

  /** Called when a batch's sends have all ended: their retries may be due before the next wake-up. */
  onBatchDone: () => void = () => undefined;
  private readonly inFlight = new Set<Promise<void>>();

  /**
   * One pass: gives up what its race passed, then starts sending everything due now and returns
   * how long until the next is due (ms), or null. The sends go on after it: a slow counterpart (a
   * mail server's queue) never keeps the next pass from taking what became due meanwhile.
   */
  async pass(): Promise<number | null> {
    // Given up without a try: counted as failed, as docs/operations.md §2 says.
    const expired = await this.deliveries.expire(this.clock.now());
    for (const [channel, count] of Object.entries(expired)) this.metrics.deliveries.inc({ channel, outcome: 'failed' }, count);
    for (;;) {
      const claimAt = traceMs();
      const jobs = await this.deliveries.claimDue(this.clock.now(), CLAIM_BATCH, LEASE_MS);
      if (jobs.length === 0) break;
      if (this.trace?.on) this.trace.record('claimed', claimAt, traceMs(), { jobs: jobs.length });
      await this.readAhead(jobs);
      const settled = new SettledTries(this.deliveries, this.bus, this.trace);
      const tries = await this.sendClaimed(jobs, settled);
      const batch: Promise<void> = Promise.all(tries)
        .then(() => settled.flush())
        .catch((error: Error) => this.logger.error(`alert delivery batch failed: ${error.message}`))
        .finally(() => {
          this.inFlight.delete(batch);
          this.onBatchDone();
        });
      this.inFlight.add(batch);
      if (jobs.length < CLAIM_BATCH) break;
    }
    const next = await this.deliveries.nextDueAt();
    return next === null ? null : Math.max(0, next.getTime() - this.clock.now().getTime());
  }

  /** Resolves once every send started so far has ended and been written down. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Each channel reads where its claimed deliveries go in one query (not one per send). */
  private async readAhead(jobs: readonly DeliveryJob[]): Promise<void> {
    const nowMs = this.clock.now().getTime();
    const users = new Map<AlertChannelKind, Set<string>>();
    for (const job of jobs) users.set(job.channel, (users.get(job.channel) ?? new Set()).add(job.userId));
    // A failed read costs only speed: each send then reads its own destination.
    await Promise.all([...users].map(([kind, ids]) => this.byKind.get(kind)?.readAhead?.([...ids], nowMs).catch(() => undefined)));
  }

  /** Starts each destination's sends its pace allows, gives the rest back for later; returns the sends under way. */
  private async sendClaimed(jobs: readonly DeliveryJob[], settled: SettledTries): Promise<Promise<void>[]> {
    const groups = new Map<string, DeliveryJob[]>();
    for (const job of jobs) groups.set(destinationOf(job), [...(groups.get(destinationOf(job)) ?? []), job]);
    const tries: Promise<void>[] = [];
    const deferred = new Map<number, string[]>();
    const later = (atMs: number, rest: readonly DeliveryJob[]) => deferred.set(atMs, [...(deferred.get(atMs) ?? []), ...rest.map((j) => j.id)]);
    for (const [destination, group] of groups) {
      const { channel } = group[0];
      const nowMs = this.clock.now().getTime();
      const freeAt = this.pacer.freeAt(destination, channel, nowMs);
      if (freeAt > nowMs) {
        later(freeAt, group);
        continue;
      }
      if (CHANNEL_PACE[channel].folds) {
        this.pacer.take(destination, channel, nowMs);
        tries.push(this.sendsOf(channel).execute(() => this.send(destination, group, settled)));
        continue;
      }
      // One at a time, while the destination's burst lasts; the rest when it is free again.
      for (const [i, job] of group.entries()) {
        const at = this.pacer.freeAt(destination, channel, nowMs);
        if (at > nowMs) {
          later(at, group.slice(i));
          break;
        }
        this.pacer.take(destination, channel, nowMs);
        tries.push(this.sendsOf(channel).execute(() => this.send(destination, [job], settled)));
      }
    }
    await Promise.all([...deferred].map(([atMs, ids]) => this.deliveries.defer(ids, new Date(atMs))));
    return tries;
  }

  /** One message to one destination: the alert, or the digest of every alert in `jobs`. */
  private async send(destination: string, jobs: readonly DeliveryJob[], settled: SettledTries): Promise<void> {
    const [first] = jobs;
    const startAt = traceMs();
    const channel = this.byKind.get(first.channel);
    const delivery: AlertDelivery = {
      deliveryId: first.id,
      userId: first.userId,
      alerts: jobs.map((job) => job.message),
      targetId: first.targetId,
      nowMs: this.clock.now().getTime(),
    };
    const outcome = channel === undefined ? unavailable(first.channel) : await this.safely(channel, delivery);
    this.pacer.ended(destination, this.clock.now().getTime());
    if (this.trace?.on) this.trace.record('sent', startAt, traceMs(), { channel: first.channel, alerts: jobs.length });
    const result = settleTry(jobs, outcome, this.clock.now().getTime(), this.backoff);
    if (result.retryAtMs !== null) this.pacer.blockUntil(destination, first.channel, result.retryAtMs);
    const hold = result.refusedReason === null ? null : { destination: { userId: first.userId, channel: first.channel, targetId: first.targetId }, reason: result.refusedReason };
    settled.add(first.userId, result.settlements, hold);
    // A try that ended it is written before the channel's own count sees it (a webhook turned off holds what is still pending).
    if (result.outcome === 'failed' || result.outcome === 'held') await settled.flush();
    await channel?.afterTry?.(delivery, result.outcome, outcome.delivered ? null : outcome.reason);
    this.metrics.deliveries.inc({ channel: first.channel, outcome: result.outcome }, jobs.length);
  }

  private sendsOf(kind: AlertChannelKind) {
    const sends = this.sends.get(kind);
    if (sends === undefined) throw new Error(`no sends for ${kind}`);
    return sends;
  }

  private async safely(channel: AlertChannel, delivery: AlertDelivery): Promise<DeliveryOutcome> {
    try {
      return await channel.deliver(delivery);
    } catch (error) {
      // The message only: a channel's error may carry its endpoint, never its secret, but stay terse.
      this.logger.warn(`${channel.kind} channel failed: ${(error as Error).message}`);
      return { delivered: false, reason: `The ${channel.kind} channel failed`, retryable: true };
    }
  }
}

function unavailable(kind: AlertChannelKind): DeliveryOutcome {
  return { delivered: false, reason: `The ${kind} channel is not available on this server`, retryable: false };
}
