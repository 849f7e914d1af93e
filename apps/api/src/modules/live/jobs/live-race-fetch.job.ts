import { Inject, Injectable, Logger } from '@nestjs/common';
import { liveTracking } from '@overlay/domain';
import type { LiveWatchingEvent } from '@overlay/domain';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { TIMERS } from '../../../common/schedule/timers';
import { Clock } from '../../../common/time/clock';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator';
import { RunWhileLeading } from '../../leader';
import type { WhileLeading } from '../../leader';
import { RefreshRacesUseCase } from '../../refresh';
import { LIVE_WATCH_ANNOUNCE_MS } from '../application/live-watch.announcer';
import { LIVE_RACE_FETCH_BEATS_MS, LIVE_RACE_FETCH_SLOWEST_MS } from './live-race-fetch.schedule';

interface Interest {
  intervalMs: number;
  startTime: string;
  /** When (the clock's ms) the race is no longer watched unless announced again. */
  expiresAt: number;
}

/**
 * On the leader (with JOBS_ENABLED): the races some instance streams and that are within 15
 * minutes of their jump are fetched from the feed at their fastest viewer's interval: one feed
 * call per interval for all its races, however many viewers on however many instances, never
 * faster than 1 s, and a call still running makes the next beat wait (so a slow or rate-limited
 * feed is never asked twice at once). What it stores reaches every instance as `data_refresh`.
 */
@Injectable()
@RunWhileLeading()
export class LiveRaceFetchJob implements WhileLeading {
  private readonly logger = new Logger('LiveRaceFetch');
  private readonly interest = new Map<string, Interest>();
  private readonly running = new Set<number>();
  /** Feed calls made (the benchmark and tests read it). */
  fetches = 0;

  constructor(
    private readonly refreshRaces: RefreshRacesUseCase,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly timers: ScheduledTimers,
  ) {}

  /** The races the next beat of `intervalMs` fetches. */
  due(intervalMs: number): string[] {
    const nowMs = this.clock.now().getTime();
    const due: string[] = [];
    for (const [extRaceId, interest] of this.interest) {
      if (interest.expiresAt < nowMs) this.interest.delete(extRaceId);
      else if (interest.intervalMs === intervalMs && liveTracking({ state: 'open', startTime: interest.startTime }, nowMs) === 'live') due.push(extRaceId);
    }
    return due;
  }

  /** Every instance's announcement of the races it streams (kept with JOBS_ENABLED: any instance may come to lead). */
  @OnDomainEvent('live_watching')
  heard({ races }: LiveWatchingEvent): void {
    if (!this.config.jobsEnabled) return;
    const nowMs = this.clock.now().getTime();
    const expiresAt = nowMs + 3 * LIVE_WATCH_ANNOUNCE_MS;
    for (const { extRaceId, intervalMs, startTime } of races) {
      // Never faster than 1 s, and only at the page's own beats.
      const beat = LIVE_RACE_FETCH_BEATS_MS.find((option) => option >= intervalMs) ?? LIVE_RACE_FETCH_SLOWEST_MS;
      const known = this.interest.get(extRaceId);
      // Another instance may watch it faster: the faster announcement holds until it expires.
      if (known && known.intervalMs < beat && known.expiresAt > nowMs) known.startTime = startTime;
      else this.interest.set(extRaceId, { intervalMs: beat, startTime, expiresAt });
    }
  }

  startLeading(): void {
    this.stopLeading();
    for (const intervalMs of LIVE_RACE_FETCH_BEATS_MS) this.timers.every(TIMERS.liveRaceFetch(intervalMs), intervalMs, () => this.beat(intervalMs));
  }

  stopLeading(): void {
    for (const intervalMs of LIVE_RACE_FETCH_BEATS_MS) this.timers.stop(TIMERS.liveRaceFetch(intervalMs));
  }

  private async beat(intervalMs: number): Promise<void> {
    if (this.running.has(intervalMs)) return;
    const races = this.due(intervalMs);
    if (races.length === 0) return;
    this.running.add(intervalMs);
    try {
      this.fetches += 1;
      await this.refreshRaces.execute(races);
    } catch (error) {
      this.logger.warn(`Live fetch of ${races.length} races failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running.delete(intervalMs);
    }
  }
}
