import { Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { DataRefreshEvent } from '@overlay/domain';
import { traceStream } from '@overlay/infrastructure';
import type { SseIdentity } from '@overlay/infrastructure';
import type { ServerResponse } from 'node:http';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { TIMERS } from '../../../common/schedule/timers';
import { reconnectElsewhereMs } from '../../../common/sse/reconnect-elsewhere';
import { StreamsFollowAuth } from '../../../common/sse/streams-follow-auth';
import { Clock } from '../../../common/time/clock';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator';
import { LiveFairHistory } from '../application/live-fair-history';
import { LiveRaceChannel } from './live-race-channel';
import { LiveRaceSource } from '../application/live-race-source';
import type { LiveStreamStart } from '../application/open-live-stream.use-case';
import { LiveWatchAnnouncer } from '../application/live-watch.announcer';

/**
 * Every live race stream of this instance: one channel per watched race, one timer per race and
 * interval in use (so viewers at 1 s and at 5 s of one race tick on their own beats but share the
 * computation). Streams end when their client goes, when their session ends on any instance
 * (logout, deactivation, a role change: the browser reconnects and is checked again), and on
 * shutdown.
 */
@Injectable()
export class LiveRaceHub implements OnModuleInit, BeforeApplicationShutdown {
  private readonly channels = new Map<string, LiveRaceChannel>();
  /** Per race, the intervals whose timer (TIMERS.liveRaceTick) runs. */
  private readonly beats = new Map<string, Set<number>>();
  private readonly logger = new Logger('LiveRaces');
  private unregister: () => void = () => undefined;

  constructor(
    private readonly source: LiveRaceSource,
    private readonly auth: StreamsFollowAuth,
    private readonly clock: Clock,
    private readonly announcer: LiveWatchAnnouncer,
    private readonly fairHistory: LiveFairHistory,
    private readonly timers: ScheduledTimers,
  ) {}

  onModuleInit(): void {
    this.announcer.start(() => this.watched());
    this.unregister = this.auth.register({
      closeUser: (userId) => this.each((channel) => channel.closeUser(userId)),
      closeSession: (sessionId) => this.each((channel) => channel.closeSession(sessionId)),
      closeEvery: () => this.each((channel) => channel.closeAll()),
    });
  }

  /**
   * A streamed batch names its races: their viewers get the change now, not at the next beat
   * (after the other subscribers, valuation's invalidation among them, have heard it). One that
   * names none (too many to name) may hold any race: every watched race ticks.
   */
  @OnDomainEvent('data_refresh')
  refreshed({ raceIds, version }: DataRefreshEvent): void {
    traceStream('hub', raceIds, { named: raceIds !== undefined });
    const ids = raceIds ?? [...this.channels.keys()];
    const watched = ids.filter((id) => this.channels.has(id));
    if (watched.length === 0) return;
    this.source.changed(raceIds === undefined ? null : watched, version);
    setImmediate(() => this.tickNow(watched));
  }

  /** Before the HTTP server waits for its connections: streams would hold it open. */
  beforeApplicationShutdown(): void {
    this.unregister();
    this.announcer.stop();
    for (const [extRaceId, beats] of this.beats) for (const intervalMs of beats) this.timers.stop(TIMERS.liveRaceTick(extRaceId, intervalMs));
    this.beats.clear();
    this.each((channel) => channel.closeAll(reconnectElsewhereMs));
    this.channels.clear();
  }

  connect(res: ServerResponse, identity: SseIdentity, { params, race, viewer }: LiveStreamStart): void {
    let channel = this.channels.get(race.extRaceId);
    if (!channel) {
      const record = (rows: Parameters<LiveFairHistory['record']>[1], at: Date) => this.fairHistory.record(race.extRaceId, rows, at);
      this.channels.set(race.extRaceId, (channel = new LiveRaceChannel(race.extRaceId, race, record)));
    }
    const fastestBefore = channel.intervals[0] ?? Infinity;
    channel.connect(res, identity, params, race, viewer, this.clock.now());
    res.on('close', () => this.settle(race.extRaceId));
    this.ensureTimer(channel, params.intervalMs);
    if (params.intervalMs < fastestBefore) this.announcer.announce(this.watched());
  }

  /** Open streams of a race on this instance. */
  viewers(extRaceId: string): number {
    return this.channels.get(extRaceId)?.viewers ?? 0;
  }

  /** How many times the engine valued a race for its viewers here (the shared computation's count). */
  computations(extRaceId: string): number {
    return this.channels.get(extRaceId)?.computation.count ?? 0;
  }

  /** Watched races with the fastest interval asked: what the leader fetches from the feed. */
  watched(): { extRaceId: string; intervalMs: number; startTime: string }[] {
    const watched = [];
    for (const channel of this.channels.values()) {
      const fastest = channel.intervals[0];
      if (fastest !== undefined) watched.push({ extRaceId: channel.extRaceId, intervalMs: fastest, startTime: channel.startTime });
    }
    return watched;
  }

  private ensureTimer(channel: LiveRaceChannel, intervalMs: number): void {
    let beats = this.beats.get(channel.extRaceId);
    if (!beats) this.beats.set(channel.extRaceId, (beats = new Set()));
    if (beats.has(intervalMs)) return;
    const tick = () => void this.tick(channel, intervalMs);
    this.timers.every(TIMERS.liveRaceTick(channel.extRaceId, intervalMs), intervalMs, tick);
    beats.add(intervalMs);
    // A new beat starts with a tick at once: the viewer sees rows without waiting a whole interval.
    setImmediate(tick);
  }

  private async tick(channel: LiveRaceChannel, intervalMs: number, changed = false): Promise<void> {
    try {
      await channel.tick(intervalMs, (viewerId) => this.source.load(channel.extRaceId, viewerId), () => this.clock.now(), changed);
    } catch (error) {
      // Ticks run from timers and events, with nobody to await them: a race that could not be read
      // (the request pool busy past its connect timeout, the database away) is sent at the next
      // beat or change instead of ending the process as an unhandled rejection
      // (docs/operations.md §4, what protects the pool and the streams).
      this.logger.warn(`A live tick of race ${channel.extRaceId} failed, the next beat tries again: ${(error as Error).message}`);
    }
    this.settle(channel.extRaceId);
  }

  private tickNow(raceIds: readonly string[]): void {
    for (const id of raceIds) {
      const channel = this.channels.get(id);
      if (channel) for (const intervalMs of new Set(channel.intervals)) void this.tick(channel, intervalMs, true);
    }
  }

  /** Stops the timers no viewer needs any more, and forgets a race nobody watches. */
  private settle(extRaceId: string): void {
    const channel = this.channels.get(extRaceId);
    if (!channel) return;
    const inUse = new Set(channel.intervals);
    const beats = this.beats.get(extRaceId);
    for (const intervalMs of beats ?? []) {
      if (inUse.has(intervalMs)) continue;
      this.timers.stop(TIMERS.liveRaceTick(extRaceId, intervalMs));
      beats?.delete(intervalMs);
    }
    if (inUse.size === 0) {
      this.beats.delete(extRaceId);
      this.channels.delete(extRaceId);
      this.source.forget(extRaceId);
    }
  }

  private each(action: (channel: LiveRaceChannel) => void): void {
    for (const channel of this.channels.values()) action(channel);
  }
}
