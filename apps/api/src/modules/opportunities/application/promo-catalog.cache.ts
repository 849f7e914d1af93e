import { Inject, Injectable } from '@nestjs/common';
import { BoostRepository, CATALOG_EVENTS, EventBus, PromoRepository } from '@overlay/domain';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/app-config';
import { RecheckedValue } from '../cache/rechecked-value';
import { CatalogSnapshot } from './catalog-snapshot';

/** How long the promo and boost versions are trusted without an event (another instance's writes). */
export const CATALOG_TTL_MS = 1000;

/**
 * Promos and active boosts in memory, reloaded when their versions change: checked at most once
 * per second, and at once after a promo or boost event of this process.
 */
@Injectable()
export class PromoCatalogCache {
  private readonly snapshot = new RecheckedValue<CatalogSnapshot>((previous) => this.load(previous), CATALOG_TTL_MS);

  constructor(
    private readonly promos: PromoRepository,
    private readonly boosts: BoostRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    events: EventBus,
  ) {
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
    return new CatalogSnapshot(version, promos, boosts, this.config.referenceStake);
  }
}
