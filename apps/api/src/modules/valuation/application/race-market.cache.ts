import { Injectable, Logger } from '@nestjs/common';
import { MarketDataRepository } from '@overlay/domain';
import type { RaceMarket, RaceWindow } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { SingleFlight } from '../../../common/cache/single-flight';
import { createMarketSet } from './market-set';
import type { MarketSet } from './market-set';
import { ValuationMetrics } from './valuation.metrics';

/** Races started this long ago that are still open stay listed (the feed closes them at the jump). */
const LOOKBACK_MINUTES = 24 * 60;
/** The start-time horizon loaded at least (the dashboard's 24 h preset), widened by any larger window asked. */
const BASE_HORIZON_MINUTES = 24 * 60;
/** Extra horizon read beyond the widest window asked, so time passing does not force a reload each minute. */
const HORIZON_SLACK_MINUTES = 60;
/**
 * Above this share of the listed races changed, a data version is read whole over the window;
 * below it the changed races alone are read by id. Both are the same three set queries, whose
 * cost follows the rows read, so only a version where nearly every race moved is read whole
 * (a request after a few quiet seconds on a Saturday finds 300–400 of 641 races changed).
 */
export const WHOLE_READ_SHARE = 0.9;

/** A version's races as read, how many were read from the store, and how. */
interface VersionRead {
  races: RaceMarket[];
  reread: number;
  listedMs?: number;
  whole: boolean;
}

/**
 * The open races of the current data version, read once per version. After a refresh only the
 * races whose `updatedAt` moved are read again (each race's content hash drives it at ingest),
 * and of those only the runners whose revision moved (docs/architecture.md §3, "Re-reading only
 * the runners that changed"); the other races keep their objects, so their opportunity rows are
 * reused as they are.
 */
@Injectable()
export class RaceMarketCache {
  private readonly logger = new Logger('Opportunities');
  private current: MarketSet | null = null;
  private horizonMinutes = BASE_HORIZON_MINUTES;
  private readonly loads = new SingleFlight<number, MarketSet>();

  constructor(
    private readonly markets: MarketDataRepository,
    private readonly clock: Clock,
    private readonly metrics: ValuationMetrics,
  ) {}

  /** The races of `dataVersion` (or newer) covering start times up to now + withinMinutes. */
  async marketsFor(dataVersion: number, nowMs: number, withinMinutes: number): Promise<MarketSet> {
    this.horizonMinutes = Math.max(this.horizonMinutes, withinMinutes);
    const wantedUntil = nowMs + withinMinutes * 60_000;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const set = this.current;
      if (set && set.dataVersion >= dataVersion && set.coversUntilMs >= wantedUntil) return set;
      // Keyed by version: a load under way for this version may still cover too little (a wider
      // window was asked meanwhile); the loop then loads again.
      await this.loads.run(dataVersion, () => this.load(dataVersion));
    }
    return this.load(dataVersion);
  }

  /**
   * Reads `dataVersion` (or newer) over the horizon asked so far, before the serving state
   * names it (MarketStateCache): requests then find its races in memory.
   */
  async prepare(dataVersion: number, nowMs: number): Promise<void> {
    await this.marketsFor(dataVersion, nowMs, BASE_HORIZON_MINUTES);
  }

  /** A race of the loaded version when it is there, else as stored now (e.g. a closed race). */
  async findRace(extRaceId: string, dataVersion: number): Promise<RaceMarket | null> {
    const set = this.current;
    const cached = set && set.dataVersion >= dataVersion ? set.byId.get(extRaceId) : undefined;
    return cached ?? this.markets.findRaceMarket(extRaceId);
  }

  private async load(dataVersion: number): Promise<MarketSet> {
    const started = performance.now();
    const now = this.clock.now().getTime();
    const coversUntilMs = now + (this.horizonMinutes + HORIZON_SLACK_MINUTES) * 60_000;
    const window: RaceWindow = {
      from: new Date(now - LOOKBACK_MINUTES * 60_000),
      to: new Date(coversUntilMs),
      states: ['open'],
    };
    const previous = this.current;
    const { races, reread, listedMs, whole } = previous ? await this.loadChanges(window, previous, started) : await this.loadAll(window);
    this.metrics.versionRead.observe({ read: whole ? 'whole' : 'changes' }, (performance.now() - started) / 1000);
    const set = createMarketSet(dataVersion, coversUntilMs, races);
    if (!this.current || this.current.dataVersion <= dataVersion) this.current = set;
    this.logger.debug(
      `data version ${dataVersion}: ${races.length} open races, ${reread} read, ${Math.round(performance.now() - started)} ms (listed in ${Math.round(listedMs ?? 0)} ms)`,
    );
    return set;
  }

  private async loadAll(window: RaceWindow): Promise<VersionRead> {
    const races = await this.markets.findRaceMarkets(window);
    return { races, reread: races.length, whole: true };
  }

  private async loadChanges(
    window: RaceWindow,
    previous: MarketSet,
    started: number,
  ): Promise<VersionRead> {
    const listing = await this.markets.findRaceVersions(window);
    const listedMs = performance.now() - started;
    const changed = listing.filter((race) => previous.byId.get(race.extRaceId)?.updatedAt !== race.updatedAt);
    if (changed.length > listing.length * WHOLE_READ_SHARE) return this.loadAll(window);
    const fresh = new Map<string, RaceMarket>();
    if (changed.length > 0) {
      const read = await this.markets.findRaceMarketsByIds(changed.map((race) => race.extRaceId), previous.byId);
      for (const market of read) fresh.set(market.extRaceId, market);
    }
    const races: RaceMarket[] = [];
    const changedIds = new Set(changed.map((race) => race.extRaceId));
    for (const entry of listing) {
      // A changed race that could not be read again has gone since the listing: it is left out.
      const race = changedIds.has(entry.extRaceId) ? fresh.get(entry.extRaceId) : previous.byId.get(entry.extRaceId);
      if (race && race.state === 'open') races.push(race);
    }
    return { races, reread: changed.length, listedMs, whole: false };
  }
}
