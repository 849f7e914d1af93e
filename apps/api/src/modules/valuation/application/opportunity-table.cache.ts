import { Injectable, Logger } from '@nestjs/common';
import type { RaceMarket, SnapshotRace } from '@overlay/domain';
import { buildOpportunityTable } from '@overlay/ev-engine';
import type { OpportunityTable, RaceSegment } from '@overlay/ev-engine';
import { LruCache } from '../../../common/cache/lru-cache';
import { SingleFlight } from '../../../common/cache/single-flight';
import { personalPromosMayApply } from './catalog-snapshot';
import type { CatalogSnapshot, ViewerContext } from './catalog-snapshot';
import type { MarketSet } from './market-set';

/** Tables kept: the global one per fair-price method in use plus the most recent viewers with personal promos (per method). */
const MAX_TABLES = 32;

/** A viewer context's opportunity table over one market set, and what each segment was built from. */
interface TableEntry {
  marketSetId: number;
  catalogVersion: string;
  table: OpportunityTable;
  /** Per race: its segment and the race `updatedAt` it was built from. */
  segments: Map<string, { segment: RaceSegment; updatedAt: string }>;
}

const updatedAtOf = (race: SnapshotRace) => (race as RaceMarket).updatedAt;

/**
 * The engine's opportunity table (every row's numbers in typed columns) per market set, catalog
 * version and viewer context (whose key names its fair-price method: one table per method
 * actually asked for), built lazily and once however many requests ask (single flight).
 * A rebuild after a refresh keeps the segment of every race whose `updatedAt` did not move; a
 * viewer with personal promos shares the global segment of every race their promos cannot
 * touch, so only those races are valued again.
 */
@Injectable()
export class OpportunityTableCache {
  private readonly logger = new Logger('Opportunities');
  private readonly entries = new LruCache<string, TableEntry>(MAX_TABLES);
  private readonly builds = new SingleFlight<string, TableEntry>();

  async tableFor(markets: MarketSet, catalog: CatalogSnapshot, viewer: ViewerContext): Promise<OpportunityTable> {
    return (await this.entryFor(markets, catalog, viewer)).table;
  }

  private entryFor(markets: MarketSet, catalog: CatalogSnapshot, viewer: ViewerContext): Promise<TableEntry> {
    const entry = this.entries.get(viewer.key);
    if (entry && entry.marketSetId === markets.id && entry.catalogVersion === catalog.version) {
      return Promise.resolve(entry);
    }
    const key = `${markets.id}|${catalog.version}|${viewer.key}`;
    return this.builds.run(key, () => this.build(markets, catalog, viewer));
  }

  private async build(markets: MarketSet, catalog: CatalogSnapshot, viewer: ViewerContext): Promise<TableEntry> {
    const started = performance.now();
    const previous = this.entries.get(viewer.key);
    const kept = previous && previous.catalogVersion === catalog.version ? previous.segments : null;
    // A personal context shares the global context's segments under the same fair-price method.
    const global = catalog.contextFor(null, viewer.method, viewer.measured);
    const shared = viewer.personal.length === 0 ? null : (await this.entryFor(markets, catalog, global)).segments;
    let reused = 0;
    const reuse = (race: SnapshotRace): RaceSegment | null => {
      const before = kept?.get(race.extRaceId);
      let segment = before !== undefined && before.updatedAt === updatedAtOf(race) ? before.segment : undefined;
      if (segment === undefined && shared !== null && !personalPromosMayApply(viewer.personal, race, catalog.boosts)) {
        segment = shared.get(race.extRaceId)?.segment;
      }
      if (segment !== undefined) reused += 1;
      return segment ?? null;
    };
    // With nothing to keep, a plain build shares one column arena (the fastest path).
    const table =
      kept === null && shared === null
        ? buildOpportunityTable(markets.races, viewer.context)
        : buildOpportunityTable(markets.races, viewer.context, reuse);
    const segments = new Map<string, { segment: RaceSegment; updatedAt: string }>();
    for (const segment of table.segments) {
      segments.set(segment.race.extRaceId, { segment, updatedAt: updatedAtOf(segment.race) });
    }
    const entry: TableEntry = { marketSetId: markets.id, catalogVersion: catalog.version, table, segments };
    this.entries.set(viewer.key, entry);
    this.logger.debug(
      `table for ${viewer.key} at data version ${markets.dataVersion}: ${table.rowCount} rows, ${markets.races.length - reused} of ${markets.races.length} races valued, ${Math.round(performance.now() - started)} ms`,
    );
    return entry;
  }
}
