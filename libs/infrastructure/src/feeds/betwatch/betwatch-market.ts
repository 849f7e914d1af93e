import type { DataFrame } from './betwatch-frames';
import { coverageBook, isOlder, sameEntrant, sameQuote } from './betwatch-market.entries';
import { QuoteBook } from './betwatch-quote-book';
import { knownSourceKind } from './betwatch-sources';
import { VersionedMap } from './versioned-map';
import type {
  CoverageCell,
  EntrantEntry,
  QuoteCell,
  RaceEntry,
} from './betwatch-market.entries';
import type {
  BwCoverage,
  BwEntrant,
  BwEvent,
  BwEventStatus,
  BwMarket,
  BwOdds,
  BwOutcome,
  BwSource,
  BwVenue,
} from './betwatch.types';

export type {
  MarketKey,
  QuoteCell,
  RaceEntry,
} from './betwatch-market.entries';

/** Everything a snapshot (a scope page, one race's snapshot) says about its races. */
export interface SnapshotContents {
  events: BwEvent[];
  entrants: BwEntrant[];
  markets: BwMarket[];
  outcomes: BwOutcome[];
  odds: BwOdds[];
  coverage: BwCoverage[];
}

/** What applying a frame did: changed a race, found a race it does not hold, or nothing. */
export type ApplyResult =
  | { kind: 'changed'; raceId: string }
  | { kind: 'unknown-race'; raceId: string }
  | { kind: 'ignored' };

const IGNORED: ApplyResult = { kind: 'ignored' };

/**
 * The Betwatch market as the adapter holds it: races (events) with their entrants, markets and
 * every source's latest quote, built from snapshot pages and kept current by stream frames.
 * Frames are applied in order; a quote frame older than the quote held (a replay after a
 * resume, a snapshot page read after the frame) changes nothing, so replays are idempotent.
 * Which races changed since the last `takeChanged()` is tracked for batched ingest.
 *
 * A snapshot is the whole of its races' prices: a quote (or coverage) it does not list is gone,
 * unless a frame applied it after the snapshot was asked for (`mark()`), so a withdrawn book
 * leaves with the next bootstrap instead of keeping its last price (docs/feeds.md, mapping).
 */
export class BetwatchMarket {
  readonly races = new Map<string, RaceEntry>();
  readonly sources = new VersionedMap<string, BwSource>();
  readonly venues = new Map<string, BwVenue>();
  /** Market id → race id, for outcome frames (which name only their market). */
  private readonly marketRaces = new Map<string, string>();
  private changed = new Set<string>();
  /** Puts so far: each quote and coverage cell remembers when it was applied. */
  private puts = 0;
  /** Set when ids the stored market cannot rebuild (markets, outcomes, sources) were learned. */
  indexDirty = false;
  /** Sources of a kind the product does not know, left out (by name: their kind). */
  readonly unknownSources = new Map<string, string>();
  /** Told once per source name left out for its kind (the feed logs a warning). */
  onUnknownSource: ((source: BwSource) => void) | null = null;

  setVenues(venues: readonly BwVenue[]): void {
    for (const venue of venues) this.venues.set(venue.id, venue);
    this.indexDirty = true;
  }

  /** The position to pass to `applySnapshot` for a snapshot about to be asked for. */
  mark(): number {
    return this.puts;
  }

  /**
   * Adds (or replaces) the races of a snapshot page with everything the page says of them: the
   * quotes and coverage of those races that the page leaves out go, except those applied after
   * `since` (frames that arrived while the page was on its way are newer than it).
   */
  applySnapshot(page: SnapshotContents, since: number = this.puts): void {
    for (const event of page.events) this.putEvent(event);
    for (const entrant of page.entrants) this.putEntrant(entrant);
    for (const market of page.markets) this.putMarket(market);
    for (const outcome of page.outcomes) this.putOutcome(outcome);
    const listed = new Set<string>();
    for (const odds of page.odds) {
      const key = this.quoteKey(odds);
      if (key) listed.add(`${odds.eventId}|${key}`);
      this.putOdds(odds);
    }
    for (const coverage of page.coverage) {
      const key = this.coverageKey(coverage);
      if (key) listed.add(`${coverage.eventId}|${key}`);
      this.putCoverage(coverage);
    }
    for (const event of page.events) this.dropUnlisted(event.id, listed, since);
  }

  /** Quotes and coverage of a race that a snapshot left out and no later frame applied. */
  private dropUnlisted(
    raceId: string,
    listed: ReadonlySet<string>,
    since: number,
  ): void {
    const race = this.races.get(raceId);
    if (!race) return;
    const old = (cell: { seq?: number }) => (cell.seq ?? 0) <= since;
    let dropped = false;
    for (const [key, cell] of race.quotes)
      if (!listed.has(`${raceId}|${key}`) && old(cell)) {
        race.quotes.delete(key);
        dropped = true;
      }
    for (const [key, cell] of race.coverage)
      if (!listed.has(`${raceId}|${key}`) && old(cell)) {
        race.coverage.delete(key);
        dropped = true;
      }
    if (dropped) this.changed.add(raceId);
  }

  apply(frame: DataFrame): ApplyResult {
    switch (frame.type) {
      case 'event':
        return this.updateEvent(frame.data);
      case 'entrant':
        return this.known(frame.data.eventId, () =>
          this.putEntrant(frame.data),
        );
      case 'market':
        return this.known(frame.data.eventId, () => this.putMarket(frame.data));
      case 'outcome': {
        const raceId = this.marketRaces.get(frame.data.marketId);
        return raceId
          ? this.known(raceId, () => this.putOutcome(frame.data))
          : IGNORED;
      }
      case 'odds':
        return this.known(frame.data.eventId, () => this.putOdds(frame.data));
      case 'odds_set':
        return this.known(frame.data.eventId, () => {
          let any = false;
          for (const odds of frame.data.items) any = this.putOdds(odds) || any;
          return any;
        });
      case 'coverage':
        return this.known(frame.data.eventId, () =>
          this.putCoverage(frame.data),
        );
    }
  }

  /** The races changed since the last call (ids), and forgets them; only those of `only` when given. */
  takeChanged(only?: ReadonlySet<string>): string[] {
    if (only) {
      const ids = [...only].filter((id) => this.changed.has(id));
      for (const id of ids) this.changed.delete(id);
      return ids;
    }
    const ids = [...this.changed];
    this.changed = new Set();
    return ids;
  }

  hasChanges(): boolean {
    return this.changed.size > 0;
  }

  /** Drops a race (it left the scope); its stored state stays as it is. */
  forget(raceId: string): void {
    const race = this.races.get(raceId);
    if (!race) return;
    for (const marketId of race.markets.keys())
      this.marketRaces.delete(marketId);
    this.races.delete(raceId);
  }

  /** Takes a race rebuilt elsewhere (a resume from the stored market). */
  adopt(race: RaceEntry): void {
    this.races.set(race.id, race);
    for (const marketId of race.markets.keys())
      this.marketRaces.set(marketId, race.id);
  }

  clear(): void {
    this.races.clear();
    this.marketRaces.clear();
    this.changed = new Set();
  }

  private known(raceId: string, change: () => boolean): ApplyResult {
    if (!this.races.has(raceId)) return { kind: 'unknown-race', raceId };
    if (!change()) return IGNORED;
    this.changed.add(raceId);
    return { kind: 'changed', raceId };
  }

  private putEvent(event: BwEvent): void {
    const existing = this.races.get(event.id);
    const race: RaceEntry = existing ?? {
      id: event.id,
      name: event.name,
      sport: event.sport,
      startAt: event.startAt,
      status: event.status,
      venueId: null,
      raceNumber: 0,
      placesPaid: null,
      result: null,
      entrants: new Map(),
      markets: new Map(),
      outcomes: new Map(),
      quotes: new QuoteBook(),
      coverage: coverageBook(),
    };
    race.name = event.name;
    race.sport = event.sport;
    race.startAt = event.startAt;
    race.status = event.status;
    race.venueId = event.venueId ?? null;
    race.raceNumber = event.racing?.raceNumber ?? 0;
    race.placesPaid = event.racing?.placesPaid ?? null;
    race.result = event.result ?? null;
    this.races.set(event.id, race);
    this.changed.add(event.id);
  }

  private updateEvent(event: {
    id: string;
    status: BwEventStatus;
    startAt: string;
  }): ApplyResult {
    const race = this.races.get(event.id);
    if (!race) return { kind: 'unknown-race', raceId: event.id };
    if (race.status === event.status && race.startAt === event.startAt)
      return IGNORED;
    race.status = event.status;
    race.startAt = event.startAt;
    this.changed.add(event.id);
    return { kind: 'changed', raceId: event.id };
  }

  private putEntrant(entrant: BwEntrant): boolean {
    const race = this.races.get(entrant.eventId);
    if (!race) return false;
    const next: EntrantEntry = {
      id: entrant.id,
      name: entrant.name,
      number: entrant.racing?.number ?? 0,
      scratched: entrant.scratched === true,
      running: entrant.vacant !== true && entrant.entryState !== 'omitted',
    };
    const held = race.entrants.get(entrant.id);
    if (held && sameEntrant(held, next)) return false;
    race.entrants.set(entrant.id, next);
    this.changed.add(race.id);
    return true;
  }

  private putMarket(market: BwMarket): boolean {
    const race = this.races.get(market.eventId);
    if (!race || (market.key !== 'win' && market.key !== 'place')) return false;
    const placesPaid = market.settlementParameters?.placesPaid ?? null;
    const held = race.markets.get(market.id);
    if (held && held.key === market.key && held.placesPaid === placesPaid)
      return false;
    race.markets.set(market.id, { key: market.key, placesPaid });
    this.marketRaces.set(market.id, race.id);
    this.indexDirty = true;
    this.changed.add(race.id);
    return true;
  }

  private putOutcome(outcome: BwOutcome): boolean {
    const raceId = this.marketRaces.get(outcome.marketId);
    const race = raceId ? this.races.get(raceId) : undefined;
    if (
      !race ||
      !outcome.entrantId ||
      race.outcomes.get(outcome.id) === outcome.entrantId
    )
      return false;
    race.outcomes.set(outcome.id, outcome.entrantId);
    this.indexDirty = true;
    return true;
  }

  /** `${entrantId}|${key}|${sourceId}` of an odds row, null when the market cannot place it. */
  private quoteKey(odds: BwOdds): string | null {
    const race = this.races.get(odds.eventId);
    const market = race?.markets.get(odds.marketId);
    const entrantId = odds.entrantId ?? race?.outcomes.get(odds.outcomeId);
    if (!race || !market || !entrantId || !odds.source?.id) return null;
    return `${entrantId}|${market.key}|${odds.source.id}`;
  }

  private coverageKey(coverage: BwCoverage): string | null {
    const market = this.races
      .get(coverage.eventId)
      ?.markets.get(coverage.marketId);
    return market ? `${market.key}|${coverage.sourceId}` : null;
  }

  private putOdds(odds: BwOdds): boolean {
    const race = this.races.get(odds.eventId);
    const key = this.quoteKey(odds);
    if (!race || !key || !this.admitSource(odds.source)) return false;
    this.learnSource(odds.source);
    const updatedMs = Date.parse(odds.updatedAt);
    const observedMs = odds.observedAt
      ? Date.parse(odds.observedAt)
      : Number.NaN;
    const held = race.quotes.get(key);
    if (held && isOlder(updatedMs, observedMs, held)) return false;
    const seq = ++this.puts;
    const cell: QuoteCell = {
      state: odds.state,
      price: typeof odds.price === 'number' ? odds.price : null,
      exchange: odds.exchange ?? null,
      updatedMs,
      observedMs,
      seq,
    };
    if (held && sameQuote(held, cell)) {
      // Cells are read out of the book's columns: the new seq is written back, not set on `held`
      // (and not as a change: a runner's view stays as built).
      race.quotes.restamp(key, seq);
      return false;
    }
    race.quotes.set(key, cell);
    this.changed.add(race.id);
    return true;
  }

  private putCoverage(coverage: BwCoverage): boolean {
    const race = this.races.get(coverage.eventId);
    const key = this.coverageKey(coverage);
    if (!race || !key) return false;
    const observedMs = Date.parse(coverage.observedAt);
    const state = coverage.state ?? 'unknown';
    const held = race.coverage.get(key);
    const seq = ++this.puts;
    if (held && !(observedMs > held.observedMs)) {
      // The same read again (a snapshot listing it) still counts as applied now.
      if (observedMs === held.observedMs && state === held.state) held.seq = seq;
      return false;
    }
    const cell: CoverageCell = { state, observedMs, seq };
    race.coverage.set(key, cell);
    this.changed.add(race.id);
    return true;
  }

  /**
   * Whether a source's quotes may be held: its kind is one the product knows. A source of
   * another kind (the contract's vocabularies only grow) is left out, its quotes priced nowhere
   * (it could be a tote or exchange of a new name) and never in the catalogue, whose store
   * refuses kinds it does not know; told once per name (docs/feeds.md, mapping).
   */
  admitSource(source: BwSource): boolean {
    if (knownSourceKind(source.kind)) return true;
    const name = String(source.name ?? source.id);
    if (!this.unknownSources.has(name)) {
      this.unknownSources.set(name, String(source.kind));
      this.onUnknownSource?.(source);
    }
    return false;
  }

  private learnSource(source: BwSource): void {
    const held = this.sources.get(source.id);
    if (held && held.name === source.name && held.kind === source.kind) return;
    this.sources.set(source.id, {
      id: source.id,
      name: source.name,
      kind: source.kind,
    });
    this.indexDirty = true;
  }
}
