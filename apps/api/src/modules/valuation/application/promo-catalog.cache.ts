import { Inject, Injectable } from '@nestjs/common';
import { BoostRepository, CATALOG_EVENTS, EventBus, PromoRepository } from '@overlay/domain';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { RecheckedValue } from '../../../common/cache/rechecked-value';
import { CatalogSnapshot } from './catalog-snapshot';

/**
 * Promos and active boosts in memory, reloaded when their versions change: checked at most once
 * per `valuationRecheckMs` (1 s), and at once after a promo or boost event (of any instance).
 */
@Injectable()
export class PromoCatalogCache {
  private readonly snapshot: RecheckedValue<CatalogSnapshot>;

  constructor(
    private readonly promos: PromoRepository,
    private readonly boosts: BoostRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    events: EventBus,
  ) {
    this.snapshot = new RecheckedValue((previous) => this.load(previous), config.valuationRecheckMs);
    for (const name of Object.values(CATALOG_EVENTS)) events.subscribe(name, () => this.snapshot.invalidate());
  }

  current(): Promise<CatalogSnapshot> {
    return this.snapshot.get();
  }

  /** The snapshot when it needs no checking, else undefined (then call `current`). */
  peek(): CatalogSnapshot | undefined {
    return this.snapshot.peek();
  }

  private async load(previous: CatalogSnapshot | undefined): Promise<CatalogSnapshot> {
    const [promosVersion, boostsVersion] = await Promise.all([this.promos.version(), this.boosts.version()]);
    const version = `${promosVersion}.${boostsVersion}`;
    if (previous?.version === version) return previous;
    // Versions are read first: a write landing in between shows as a newer version next time.
    const [promos, boosts] = await Promise.all([this.promos.findAll(), this.boosts.findActive()]);
    return new CatalogSnapshot(version, promos, boosts, this.config.referenceStake, this.config.stalePriceSeconds);
  }
}
