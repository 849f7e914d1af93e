import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import {
  BETTING_SETTINGS_DEFAULTS,
  BettingSettingsRepository,
  EventBus,
} from '@overlay/domain';
import type { BettingSettings, Unsubscribe } from '@overlay/domain';
import { LruCache } from '../../../common/cache/lru-cache';

/** Enough for every user of a deployment; past it the least recently read goes (a re-read is cheap). */
const MAX_CACHED_USERS = 10_000;

/** One user's cached read: the promise callers share, and its value once it has arrived. */
interface CachedRead {
  read: Promise<BettingSettings>;
  value: BettingSettings | undefined;
}

/**
 * A user's betting settings for hot paths (every opportunities request reads the fair method):
 * the one cache of them, per user, dropped when any instance saves them
 * (`betting_settings_changed` on the EventBus), and read through while the bus is not linked
 * (events could be missed then). The cache holds the read's promise, so concurrent first
 * requests share one query, and a read that was running when the settings changed is never
 * stored over the change. `peek` gives the arrived value without a promise (the fast path).
 */
@Injectable()
export class BettingSettingsService implements OnModuleDestroy {
  private readonly cache = new LruCache<string, CachedRead>(MAX_CACHED_USERS);
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

  /** The user's settings when cached and arrived, else undefined (then call `forUser`): no promise. */
  peek(userId: string): BettingSettings | undefined {
    return this.cache.get(userId)?.value;
  }

  /** The user's settings, or the defaults before they first save. */
  forUser(userId: string): Promise<BettingSettings> {
    const cached = this.cache.get(userId);
    if (cached) return cached.read;
    const read = this.read(userId);
    if (!this.bus.isLinked) return read;
    const entry: CachedRead = { read, value: undefined };
    this.cache.set(userId, entry);
    read.then(
      (value) => {
        entry.value = value;
      },
      // A failed read is not kept: the next request asks the database again.
      () => {
        if (this.cache.get(userId) === entry) this.cache.delete(userId);
      },
    );
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
