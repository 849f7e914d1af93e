import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import { EventBus } from '@overlay/domain';
import type { FairPriceMethod, Unsubscribe } from '@overlay/domain';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { BettingSettingsService } from '../../betting-settings';
import { LruCache } from '../cache/lru-cache';
import { RecheckedValue } from '../cache/rechecked-value';

/** Viewers whose method is kept in memory (the hot path reads it without waiting). */
const MAX_VIEWERS = 10_000;

/**
 * Each viewer's fair-price method (issue #16), from their betting settings
 * (`BettingSettingsService.forUser(userId).fairMethod`), trusted for `valuationRecheckMs` like the
 * other valuation caches and dropped at once when any instance saves the settings
 * (`betting_settings_changed`), so a warm opportunities read learns it without a promise.
 */
@Injectable()
export class ViewerFairMethods implements OnModuleDestroy {
  private readonly viewers = new LruCache<string, RecheckedValue<FairPriceMethod>>(MAX_VIEWERS);
  private readonly unsubscribe: Unsubscribe;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: BettingSettingsService,
    bus: EventBus,
  ) {
    this.unsubscribe = bus.subscribe('betting_settings_changed', ({ userId }) => this.invalidate(userId));
  }

  /** The viewer's method when known and fresh, else undefined (then call `methodOf`). */
  peek(viewerId: string): FairPriceMethod | undefined {
    return this.viewers.get(viewerId)?.peek();
  }

  methodOf(viewerId: string): Promise<FairPriceMethod> {
    let value = this.viewers.get(viewerId);
    if (value === undefined) {
      value = new RecheckedValue(
        () => this.settings.forUser(viewerId).then((s) => s.fairMethod),
        this.config.valuationRecheckMs,
      );
      this.viewers.set(viewerId, value);
    }
    return value.get();
  }

  /** Drops a viewer's method at once (their settings changed). */
  invalidate(viewerId: string): void {
    this.viewers.get(viewerId)?.invalidate();
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }
}
