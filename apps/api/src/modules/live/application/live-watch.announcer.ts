import { Injectable } from '@nestjs/common';
import { EventBus } from '@overlay/domain';
import type { LiveWatchingEvent } from '@overlay/domain';
import { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import { TIMERS } from '../../../common/schedule/timers';

/** How often an instance repeats which races it streams; the leader forgets a race after three silent rounds. */
export const LIVE_WATCH_ANNOUNCE_MS = 2000;
/** Races per event: a notification carries at most ~7.9 kB. */
const RACES_PER_EVENT = 60;

type Watched = LiveWatchingEvent['races'];

/**
 * Tells every instance (the leader fetches) which races this one streams and at what fastest
 * interval: at once when a race or a faster interval appears, and again every 2 s while watched.
 */
@Injectable()
export class LiveWatchAnnouncer {
  constructor(
    private readonly bus: EventBus,
    private readonly timers: ScheduledTimers,
  ) {}

  start(watched: () => Watched): void {
    if (!this.timers.isRunning(TIMERS.liveWatchAnnounce))
      this.timers.every(TIMERS.liveWatchAnnounce, LIVE_WATCH_ANNOUNCE_MS, () => this.announce(watched()));
  }

  stop(): void {
    this.timers.stop(TIMERS.liveWatchAnnounce);
  }

  announce(races: Watched): void {
    for (let i = 0; i < races.length; i += RACES_PER_EVENT) {
      this.bus.publish('live_watching', { races: races.slice(i, i + RACES_PER_EVENT) });
    }
  }
}
