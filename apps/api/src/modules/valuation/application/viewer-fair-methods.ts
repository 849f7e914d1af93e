import { Inject, Injectable } from '@nestjs/common';
import type { FairPriceMethod } from '@overlay/domain';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { LruCache } from '../cache/lru-cache';
import { RecheckedValue } from '../cache/rechecked-value';

/** Viewers whose method is kept in memory (the hot path reads it without waiting). */
const MAX_VIEWERS = 10_000;

/**
 * Each viewer's fair-price method (issue #16), trusted for `valuationRecheckMs` like the other
 * valuation caches, so a warm opportunities read learns it without a promise.
 *
 * The setting lives in the user's betting settings (api module `betting-settings`, branch
 * stakes16: `BettingSettingsService.forUser(userId).fairMethod`). Until that module is merged
 * every viewer's stored method is 'default'; `load` is the one line to wire.
 */
@Injectable()
export class ViewerFairMethods {
  private readonly viewers = new LruCache<
    string,
    RecheckedValue<FairPriceMethod>
  >(MAX_VIEWERS);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The viewer's method when known and fresh, else undefined (then call `methodOf`). */
  peek(viewerId: string): FairPriceMethod | undefined {
    return this.viewers.get(viewerId)?.peek();
  }

  methodOf(viewerId: string): Promise<FairPriceMethod> {
    let value = this.viewers.get(viewerId);
    if (value === undefined) {
      value = new RecheckedValue(
        () => this.load(viewerId),
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

  private load(_viewerId: string): Promise<FairPriceMethod> {
    return Promise.resolve('default');
  }
}
