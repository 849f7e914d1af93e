import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import {
  BETTING_SETTINGS_DEFAULTS,
  BettingSettingsRepository,
  EventBus,
} from '@overlay/domain';
import type { BettingSettings, Unsubscribe } from '@overlay/domain';

/** Enough for every user of a deployment; past it the oldest entry goes (a re-read is cheap). */
const MAX_CACHED_USERS = 10_000;

/**
 * A user's betting settings for hot paths (every opportunities request reads the fair method):
 * cached per user, dropped when any instance saves them (`betting_settings_changed` on the
 * EventBus), and read through while the bus is not linked (events could be missed then).
 * The cache holds the read's promise, so concurrent first requests share one query, and a read
 * that was running when the settings changed is never stored over the change.
 */
@Injectable()
export class BettingSettingsService implements OnModuleDestroy {
  private readonly cache = new Map<string, Promise<BettingSettings>>();
  private readonly unsubscribes: Unsubscribe[];

  constructor(
    private readonly repository: BettingSettingsRepository,
    private readonly bus: EventBus,
  ) {
    this.unsubscribes = [
      bus.subscribe('betting_settings_changed', ({ userId }) =>
        this.invalidate(userId),
      ),
      bus.onLinkChange(() => this.cache.clear()),
    ];
  }

  /** The user's settings, or the defaults before they first save. */
  forUser(userId: string): Promise<BettingSettings> {
    const cached = this.cache.get(userId);
    if (cached) return cached;
    const read = this.read(userId);
    if (!this.bus.isLinked) return read;
    if (this.cache.size >= MAX_CACHED_USERS)
      this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(userId, read);
    // A failed read is not kept: the next request asks the database again.
    read.catch(() => {
      if (this.cache.get(userId) === read) this.cache.delete(userId);
    });
    return read;
  }

  invalidate(userId: string): void {
    this.cache.delete(userId);
  }

  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
  }

  private async read(userId: string): Promise<BettingSettings> {
    return (
      (await this.repository.find(userId)) ?? { ...BETTING_SETTINGS_DEFAULTS }
    );
  }
}
