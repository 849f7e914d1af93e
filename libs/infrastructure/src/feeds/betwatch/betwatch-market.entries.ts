import type { QuoteBook } from './betwatch-quote-book';
import { VersionedMap } from './versioned-map';
import type {
  BwEvent,
  BwEventStatus,
  BwExchange,
  BwSport,
} from './betwatch.types';

// The held market's entries (a race, its entrants and quotes) and how two quotes compare.

export type MarketKey = 'win' | 'place';

/** One source's latest quote on one runner in one market. */
export interface QuoteCell {
  state: string;
  price: number | null;
  exchange: BwExchange | null;
  /** Epoch ms of the last change and of the last read by Betwatch (NaN when not given). */
  updatedMs: number;
  observedMs: number;
  /** Rebuilt from the stored market on a resume: any frame replaces it. */
  restored?: boolean;
  /** When it was applied (the market's own count of puts): a snapshot keeps quotes applied after its request. */
  seq?: number;
}

export interface EntrantEntry {
  id: string;
  name: string;
  number: number;
  scratched: boolean;
  /** False for an omitted entry or a vacant box: not in the field. */
  running: boolean;
}

/** Everything the adapter holds about one race (a Betwatch event). */
export interface RaceEntry {
  id: string;
  name: string;
  sport: BwSport;
  startAt: string;
  status: BwEventStatus;
  venueId: string | null;
  raceNumber: number;
  placesPaid: number | null;
  result: BwEvent['result'] | null;
  entrants: Map<string, EntrantEntry>;
  markets: Map<string, { key: MarketKey; placesPaid: number | null }>;
  /** Outcome id → entrant id, for odds frames that name only the outcome. */
  outcomes: Map<string, string>;
  /** `${entrantId}|${key}|${sourceId}` → quote (a Map in typed columns: a Saturday holds ~427,000). */
  quotes: QuoteBook;
  /** `${key}|${sourceId}` → when Betwatch last read that source's market for the race, and what it found. */
  coverage: VersionedMap<string, CoverageCell>;
}

/** A source's coverage of one market of a race (Betwatch `coverage`): `unpriced` withdraws its quotes. */
export interface CoverageCell {
  state: 'priced' | 'unpriced' | 'unknown';
  /** Epoch ms Betwatch last read that source's market for the race. */
  observedMs: number;
  seq?: number;
}

/**
 * The coverage a race's view can see: a source's market not (or no longer) priced withdraws its
 * quotes or dates them (betwatch-race.view.ts); `priced`, read again later, reads as no coverage.
 */
function coverageSeen(
  before: CoverageCell | undefined,
  after: CoverageCell | undefined,
): boolean {
  return (before !== undefined && before.state !== 'priced') || (after !== undefined && after.state !== 'priced');
}

/** A race's coverage, counting the changes its view can see. */
export function coverageBook(): VersionedMap<string, CoverageCell> {
  return new VersionedMap(coverageSeen);
}

export function sameEntrant(a: EntrantEntry, b: EntrantEntry): boolean {
  return (
    a.name === b.name &&
    a.number === b.number &&
    a.scratched === b.scratched &&
    a.running === b.running
  );
}

/**
 * A quote that is older than the held one: changed earlier, or changed at the same time and read
 * earlier. Equal times are not older: frames arrive in order, so the later one wins.
 */
export function isOlder(
  updatedMs: number,
  observedMs: number,
  held: QuoteCell,
): boolean {
  if (held.restored) return false;
  if (updatedMs !== held.updatedMs) return updatedMs < held.updatedMs;
  return observedMs < held.observedMs;
}

export function sameQuote(a: QuoteCell, b: QuoteCell): boolean {
  return (
    a.state === b.state &&
    a.price === b.price &&
    sameTime(a.updatedMs, b.updatedMs) &&
    sameTime(a.observedMs, b.observedMs) &&
    JSON.stringify(a.exchange) === JSON.stringify(b.exchange)
  );
}

function sameTime(a: number, b: number): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}
