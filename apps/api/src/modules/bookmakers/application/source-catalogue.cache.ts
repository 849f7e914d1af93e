import { Injectable } from '@nestjs/common';
import { BookmakerRepository, EventBus } from '@overlay/domain';
import type { BookmakerRecord } from '@overlay/domain';
import { RecheckedValue } from '../../../common/cache/rechecked-value';

/** The catalogue as every list of bookmakers reads it, loaded once per change. */
export interface SourceCatalogue {
  /** Every source, switched off ones included, in catalogue order. */
  all: readonly BookmakerRecord[];
  /** The switched-on sources of every kind (what members see), in catalogue order. */
  active: readonly BookmakerRecord[];
  /** The switched-on bookmakers' names: rows, the dashboard's `bookmakers` and the forms (docs/product.md §9). */
  bookmakers: readonly string[];
}

/**
 * Safety net only: a change is heard at once through `sources_changed` (of any instance); this
 * bounds how long a change missed while the event bus reconnected can go unseen.
 */
const RECHECK_MS = 30_000;

/**
 * The source catalogue in memory (docs/feeds.md, "The source catalogue"), read again after each
 * `sources_changed` and at most every 30 s otherwise: requests never query it.
 */
@Injectable()
export class SourceCatalogueCache {
  private readonly catalogue: RecheckedValue<SourceCatalogue>;

  constructor(
    private readonly bookmakers: BookmakerRepository,
    events: EventBus,
  ) {
    this.catalogue = new RecheckedValue((previous) => this.load(previous), RECHECK_MS);
    events.subscribe('sources_changed', () => this.catalogue.invalidate());
  }

  current(): Promise<SourceCatalogue> {
    return this.catalogue.get();
  }

  /** Drops what is held: the next read loads (after a change this instance made). */
  invalidate(): void {
    this.catalogue.invalidate();
  }

  /**
   * Reads the catalogue; an unchanged one is handed back as the very objects held, so what is
   * keyed on them (the opportunities query memo, the list reply) survives the re-check.
   */
  private async load(previous: SourceCatalogue | undefined): Promise<SourceCatalogue> {
    const all = await this.bookmakers.findAll();
    if (previous !== undefined && JSON.stringify(previous.all) === JSON.stringify(all)) return previous;
    const active = all.filter((source) => source.isActive);
    const bookmakers = active.filter((source) => source.kind === 'bookmaker').map((source) => source.name);
    const same = previous !== undefined && previous.bookmakers.join('\n') === bookmakers.join('\n');
    return { all, active, bookmakers: same ? previous.bookmakers : bookmakers };
  }
}
