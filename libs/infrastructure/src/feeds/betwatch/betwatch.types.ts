// The parts of the Betwatch Racing API v1 contract (__fixtures__/contract/openapi.json) the
// adapter reads. Names and shapes are the contract's `Public*` component schemas; fields the
// adapter does not use are left out (the contract only grows: unknown fields are ignored).

export type BwSport = 'thoroughbred' | 'greyhound' | 'harness';
export type BwEventStatus =
  | 'scheduled'
  | 'open'
  | 'in_progress'
  | 'closed'
  | 'interim'
  | 'final'
  | 'abandoned'
  | 'cancelled'
  | 'postponed'
  | 'unknown';
export type BwSourceKind = 'bookmaker' | 'tote' | 'exchange';
type BwOddsState =
  'available' | 'suspended' | 'withdrawn' | 'settled' | 'unknown';

export interface BwEvent {
  id: string;
  name: string;
  sport: BwSport;
  startAt: string;
  status: BwEventStatus;
  updatedAt: string;
  venueId?: string;
  meetingId?: string;
  racing: { raceNumber: number; placesPaid?: number };
  result?: {
    state: 'provisional' | 'final';
    positions: { place: number; entrantIds: string[] }[];
  };
}

export interface BwEntrant {
  id: string;
  eventId: string;
  name: string;
  scratched: boolean;
  vacant: boolean;
  entryState: 'listed' | 'omitted';
  updatedAt: string;
  racing: { number: number };
}

export interface BwMarket {
  id: string;
  eventId: string;
  key: 'win' | 'place';
  state: string;
  settlementParameters?: { placesPaid?: number };
}

export interface BwOutcome {
  id: string;
  marketId: string;
  name: string;
  state: string;
  entrantId?: string;
}

export interface BwSource {
  id: string;
  name: string;
  kind: BwSourceKind;
}

/** A price level of the exchange; `size` (the money on offer) is read when Betwatch sends it (the contract's levels only grow). */
interface BwPriceLevel {
  price: number;
  size?: number;
}

export interface BwExchange {
  back?: BwPriceLevel[];
  lay?: BwPriceLevel[];
  last?: number;
  marketState: string;
  outcomeState: string;
  inPlay: boolean;
}

export interface BwOdds {
  id: string;
  eventId: string;
  marketId: string;
  outcomeId: string;
  entrantId?: string;
  source: BwSource;
  state: BwOddsState;
  price?: number;
  exchange?: BwExchange;
  /** When Betwatch last read this price from the source (changed or not). */
  observedAt?: string;
  /** When the price last changed. */
  updatedAt: string;
}

export interface BwCoverage {
  eventId: string;
  marketId: string;
  sourceId: string;
  state: 'priced' | 'unpriced' | 'unknown';
  complete: boolean;
  /** When Betwatch last read this source's market for the race: the per-book freshness. */
  observedAt: string;
}

export interface BwVenue {
  id: string;
  name: string;
  country: string;
  timezone: string;
  sport: BwSport;
  /** The state or territory (AU) where given. */
  subdivision?: string;
}

export interface BwStreamContinuation {
  cursor: string;
  event: string[];
  source: string[];
  sport?: string[];
  country?: string[];
  meeting?: string[];
  venue?: string[];
  market?: string[];
  outcome?: string[];
  entrant?: string[];
  startFrom?: string;
  startTo?: string;
}

/** One page of `GET /v1/snapshot`: the scope's races with everything about them. */
export interface BwScopeSnapshot {
  events: BwEvent[];
  entrants: BwEntrant[];
  markets: BwMarket[];
  outcomes: BwOutcome[];
  odds: BwOdds[];
  coverage: BwCoverage[];
  stream: BwStreamContinuation;
  next?: string;
}

/** `GET /v1/events/{id}/snapshot`. */
export interface BwEventSnapshot extends Omit<
  BwScopeSnapshot,
  'events' | 'next'
> {
  event: BwEvent;
}

export interface BwPage<T> {
  items: T[];
  next?: string;
}

/** The lightweight event of an `event` stream frame. */
export interface BwStreamEvent {
  id: string;
  status: BwEventStatus;
  startAt: string;
  updatedAt: string;
}

export interface BwOddsSet {
  eventId: string;
  marketId: string;
  items: BwOdds[];
}

/** RFC 9457 problem document every failure answers with; branch on `code`. */
export interface BwProblem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  requestId: string;
  instance?: string;
  traceId?: string;
}
