import type {
  BoostType,
  FairPriceSource,
  MarketReading,
  Opportunity,
  PlaceSource,
  PromoMethod,
  SnapshotRace,
} from '@overlay/domain';
import {
  DEFAULT_COMMISSION_PCT,
  EXCHANGE_SOURCE_NAME,
  FAIR_PRICE_SOURCES,
  PLACE_SOURCES,
  PROMO_METHODS,
  UNKNOWN_MARKET,
  quoteFreshness,
  venueLocalIso,
} from '@overlay/domain';
import {
  FLAG_PLACE_ESTIMATE,
  FLAG_STALE,
  ROW_ANY_OF_BOOST,
  ROW_FEED_BOOST,
  ROW_PARLAY_BOOST,
  ROW_PLAIN,
  ROW_TOP2_BOOST,
  ROW_WIN_BOOST,
  SOURCE_BOOK_EXCHANGE,
} from './opportunity-columns';
import type { OpportunityTable } from './opportunity-table';
import { segmentOfRow } from './opportunity-table';
import type { RaceSegment } from './race-segment-shape';
import { createRowHedge, rowHedge } from './row-hedge';

// Module-local copies: the per-row code should not read through module bindings (CommonJS getters).
const SOURCES: readonly PlaceSource[] = PLACE_SOURCES;
const METHODS: readonly PromoMethod[] = PROMO_METHODS;
const FAIR_METHOD_NAMES: readonly FairPriceSource[] = FAIR_PRICE_SOURCES;
const EXCHANGE_NAME: string = EXCHANGE_SOURCE_NAME;
const EXCHANGE_BOOK: number = SOURCE_BOOK_EXCHANGE;
const ESTIMATE: number = FLAG_PLACE_ESTIMATE;
const STALE: number = FLAG_STALE;
const PLAIN: number = ROW_PLAIN;
const TOP2_BOOST: number = ROW_TOP2_BOOST;
const hedgeOf = rowHedge;
const hedge = createRowHedge();

/** The commission rows are hedged at when the caller names none: the exchange's standard rate, as a fraction. */
export const DEFAULT_COMMISSION = DEFAULT_COMMISSION_PCT / 100;

/** boostType by row kind (null for a plain row). */
const BOOST_TYPE_OF: readonly (BoostType | null)[] = (() => {
  const types: (BoostType | null)[] = [];
  types[ROW_PLAIN] = null;
  types[ROW_FEED_BOOST] = 'FIXED_WIN';
  types[ROW_WIN_BOOST] = 'FIXED_WIN';
  types[ROW_TOP2_BOOST] = 'FIXED_PLACE_K2';
  types[ROW_ANY_OF_BOOST] = 'ANY_OF_WIN';
  types[ROW_PARLAY_BOOST] = 'PARLAY_ALL_WIN';
  return types;
})();

function idPrefix(segment: RaceSegment, r: number): string {
  return `${segment.race.extRaceId}:${segment.runners[r].number}:`;
}

// prefix + name makes a cheap cons string, and one prefix serves a runner's rows (as the object path did).
function rowId(segment: RaceSegment, q: number, prefix: string): string {
  const c = segment.columns;
  const j = c.boost[q];
  const id = prefix + segment.books[c.book[q]];
  return j < 0 ? id : `${id}:boost:${segment.boosts[j].id}`;
}

/** Row id of column row q of a segment: `${extRaceId}:${runnerNumber}:${bookmaker}`, plus `:boost:${boostId}` for staff boost rows. */
export function segmentRowId(segment: RaceSegment, q: number): string {
  return rowId(segment, q, idPrefix(segment, segment.columns.runner[q]));
}

function sourceBookName(segment: RaceSegment, code: number): string | null {
  if (code >= 0) return segment.books[code];
  return code === EXCHANGE_BOOK ? EXCHANGE_NAME : null;
}

/** The Opportunity (docs/product.md §3) of column row q of a segment, hedged at `commission` (a fraction). */
export function materialiseSegmentRow(
  segment: RaceSegment,
  q: number,
  nowMs = NaN,
  market: MarketReading = UNKNOWN_MARKET,
  commission = DEFAULT_COMMISSION,
): Opportunity {
  return rowObject(
    segment,
    q,
    segmentRowId(segment, q),
    nowMs,
    market,
    commission,
  );
}

function rowObject(
  segment: RaceSegment,
  q: number,
  id: string,
  nowMs: number,
  market: MarketReading,
  commission: number,
): Opportunity {
  const c = segment.columns;
  // The one freshness rule, applied as the row is made (so a cached table shows ages that keep
  // moving and turns stale with its market); the table holds the data's part (FLAG_STALE).
  const freshness = quoteFreshness(
    (c.flags[q] & STALE) !== 0,
    c.quotedAt[q],
    market,
    nowMs,
  );
  const race = segment.race;
  const r = c.runner[q];
  const kind = c.kind[q];
  const runner = segment.runners[r];
  const pi = c.promo[q];
  const promo = pi < 0 ? null : segment.promos[pi].promo;
  const source = c.placeSource[q];
  const tier = source !== 0;
  const placeSource = tier ? SOURCES[source - 1] : null;
  const j = c.boost[q];
  const from = c.boostedFrom[q];
  const top2 = kind === TOP2_BOOST;
  // Any-Of and parlay rows show their legs' names in the runner cell.
  const name = j < 0 ? null : (segment.boostRunnerNames[j] ?? null);
  const h = hedgeOf(segment, q, commission, true, hedge);
  const lay = c.layPrice[q];
  return {
    id,
    extRaceId: race.extRaceId,
    venue: race.venue,
    raceNumber: race.number,
    raceName: race.name,
    raceCode: race.code,
    startTime: race.startTime,
    startTimeLocal: localStartOf(race),
    runnerNumber: runner.number,
    runnerName: name ?? runner.name,
    bookmaker: segment.books[c.book[q]],
    price: c.price[q],
    fairPrice: c.fairPrice[q],
    // A segment with rows always has a fair method; the fallback only satisfies the type. A Top-2
    // boost row names the win method its p_top2 rests on, never a place tier (docs/architecture.md §4.6).
    fairMethod:
      segment.rowFairMethods === null
        ? (segment.fairMethod ?? 'Bookie MPTO')
        : FAIR_METHOD_NAMES[segment.rowFairMethods[q - segment.start]],
    fairBooks: segment.fairBooks,
    ev: c.ev[q],
    promoEV: c.promoEV[q],
    totalEV: c.totalEV[q],
    bonusPct: c.bonusPct[q] === c.bonusPct[q] ? c.bonusPct[q] : null,
    kelly: c.kelly[q],
    promoId: promo === null ? null : promo.id,
    promoType: promo === null ? null : promo.promoType,
    promoMethod:
      promo === null ? null : tier ? METHODS[c.placeMethod[q]] : 'Win boost',
    promoK: c.promoK[q],
    isPlaceEstimate: (c.flags[q] & ESTIMATE) !== 0,
    placeSource,
    placeSourceBookmaker: tier
      ? sourceBookName(segment, c.placeSourceBook[q])
      : null,
    placeSourceK: tier && c.placeSourceK[q] !== 0 ? c.placeSourceK[q] : null,
    placeCoverage: tier ? c.placeCoverage[q] : null,
    isBoosted: kind !== PLAIN,
    boostedFrom: kind !== PLAIN && from === from ? from : null,
    boostType: BOOST_TYPE_OF[kind],
    boostId: j < 0 ? null : segment.boosts[j].id,
    boostMetadata:
      j >= 0
        ? {
            probability: c.probability[q],
            placeSource: top2 ? placeSource : null,
          }
        : null,
    bookmakerCount: segment.bookCount[r],
    priceAgeSeconds: freshness.ageSeconds,
    stale: freshness.stale,
    layPrice: lay === lay ? lay : null,
    lockRating: lay === lay ? h.lockRating : null,
    lockedEV: lay === lay ? h.lockedEV : null,
  };
}

/** The Opportunity of table row i (0 ≤ i < rowCount): exactly the row buildOpportunities gives at that position. */
export function materialiseOpportunity(
  table: OpportunityTable,
  i: number,
  nowMs = NaN,
  market: MarketReading = UNKNOWN_MARKET,
  commission = DEFAULT_COMMISSION,
): Opportunity {
  if (!(i >= 0 && i < table.rowCount))
    throw new RangeError(
      `row ${i} is outside the table's ${table.rowCount} rows`,
    );
  const s = segmentOfRow(table, i);
  const segment = table.segments[s];
  return materialiseSegmentRow(
    segment,
    segment.start + i - table.offsets[s],
    nowMs,
    market,
    commission,
  );
}

/** Id of table row i without building the row (for tie-breaks). */
export function opportunityIdAt(table: OpportunityTable, i: number): string {
  const s = segmentOfRow(table, i);
  const segment = table.segments[s];
  return segmentRowId(segment, segment.start + i - table.offsets[s]);
}

/** Appends every row of a segment, in order. */
export function materialiseSegment(
  segment: RaceSegment,
  out: Opportunity[],
  nowMs = NaN,
  market: MarketReading = UNKNOWN_MARKET,
  commission = DEFAULT_COMMISSION,
): void {
  const runner = segment.columns.runner;
  const end = segment.start + segment.count;
  let r = -1;
  let prefix = '';
  for (let q = segment.start; q < end; q++) {
    if (runner[q] !== r) {
      r = runner[q];
      prefix = idPrefix(segment, r);
    }
    out.push(
      rowObject(
        segment,
        q,
        rowId(segment, q, prefix),
        nowMs,
        market,
        commission,
      ),
    );
  }
}

/** Every row of the table as objects (the buildOpportunities rows). */
export function materialiseAll(
  table: OpportunityTable,
  nowMs = NaN,
  market: MarketReading = UNKNOWN_MARKET,
  commission = DEFAULT_COMMISSION,
): Opportunity[] {
  const out: Opportunity[] = [];
  for (const segment of table.segments)
    materialiseSegment(segment, out, nowMs, market, commission);
  return out;
}

// One zoned start per race object, not per row: formatting in a zone is the slow part.
const localStarts = new WeakMap<SnapshotRace, string | null>();

/**
 * The race's start in its venue's zone (`…T19:31:00+08:00`); its UTC text when unreadable;
 * undefined when the venue's zone is unknown (the row then shows the viewer's clock).
 */
function localStartOf(race: SnapshotRace): string | undefined {
  let local = localStarts.get(race);
  if (local === undefined) {
    local = Number.isFinite(Date.parse(race.startTime))
      ? venueLocalIso(race.startTime, race)
      : race.startTime;
    localStarts.set(race, local);
  }
  return local ?? undefined;
}
