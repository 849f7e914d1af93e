// Spec helper (not exported from the library index): the object row builder as it was before the
// columnar table, kept verbatim so the specs compare the table path against the original code.
import type {
  Boost,
  BoostMetadata,
  BoostType,
  Opportunity,
  SnapshotRace,
} from '@overlay/domain';
import { venueLocalIso } from '@overlay/domain';
import type { EngineContext } from '../value/engine-context';
import { prepareContext } from '../value/engine-context';
import type { QuoteEvaluation } from '../value/quote-evaluation';
import {
  createQuoteEvaluation,
  evaluateQuote,
} from '../value/quote-evaluation';
import { binaryKelly } from '../value/kelly';
import { lockFigures } from '../value/hedge';
import { DEFAULT_COMMISSION } from '../table/materialise-opportunity';
import type { RaceValuation, SkippedItem } from '../value/race-valuation';
import { tierFor, valueRace } from '../value/race-valuation';

/** Rows (docs/product.md §3 Opportunity) plus every skipped race, quote, promo and boost with its reason. */
interface BuildResult {
  rows: Opportunity[];
  skipped: SkippedItem[];
}

const scratch = createQuoteEvaluation();

function row(
  val: RaceValuation,
  r: number,
  b: number,
  e: QuoteEvaluation,
  id: string,
  boostedFrom: number | null,
  boostType: BoostType | null,
  boost: Boost | null,
  boostMetadata: BoostMetadata | null,
): Opportunity {
  const race = val.race;
  const runner = val.runners[r];
  const promo = e.promo;
  const tier = e.tier;
  return {
    id,
    extRaceId: race.extRaceId,
    venue: race.venue,
    raceNumber: race.number,
    raceName: race.name,
    raceCode: race.code,
    startTime: race.startTime,
    startTimeLocal: venueLocalIso(race.startTime, race) ?? undefined,
    runnerNumber: runner.number,
    runnerName: runner.name,
    bookmaker: val.books[b].name,
    price: e.price,
    fairPrice: e.fairPrice,
    fairMethod: val.fairMethod,
    fairBooks: val.fairBooks.length,
    ev: e.ev,
    promoEV: e.promoEV,
    totalEV: e.totalEV,
    bonusPct: e.bonusPct,
    kelly: e.kelly,
    promoId: promo === null ? null : promo.promo.id,
    promoType: promo === null ? null : promo.promo.promoType,
    promoMethod:
      promo === null ? null : tier === null ? 'Win boost' : tier.method,
    promoK: e.promoK,
    isPlaceEstimate: tier === null ? false : tier.isPlaceEstimate,
    placeSource: tier === null ? null : tier.placeSource,
    placeSourceBookmaker: tier === null ? null : tier.placeSourceBookmaker,
    placeSourceK: tier === null ? null : tier.placeSourceK,
    placeCoverage: tier === null ? null : tier.placeCoverage,
    isBoosted: boostType !== null,
    boostedFrom,
    boostType,
    boostId: boost === null ? null : boost.id,
    boostMetadata,
    bookmakerCount: val.bookCount[r],
    priceAgeSeconds: null,
    stale: false,
    ...hedgeFields(val.winLay[r], e),
  };
}

/** The row's hedge at the default commission (docs/ev-model.md §10): the lay, its locked result and locked EV. */
function hedgeFields(
  lay: number,
  e: QuoteEvaluation,
): Pick<Opportunity, 'layPrice' | 'lockRating' | 'lockedEV'> {
  if (lay !== lay) return { layPrice: null, lockRating: null, lockedEV: null };
  const c = DEFAULT_COMMISSION;
  const promo =
    e.promo === null
      ? null
      : { k: e.promo.k, retention: e.retention, promoEV: e.promoEV };
  return { layPrice: lay, ...lockFigures(e.price, lay, c, promo) };
}

/** Appends the rows of a valued race: one per (active runner, bookmaker quote), FIXED_WIN boosts replacing prices, then Top-2 boost rows. */
function referenceAppendRaceRows(
  val: RaceValuation,
  out: Opportunity[],
): void {
  const { n, books, win, boostedFrom, winBoosts } = val;
  const B = books.length;
  const e = scratch;
  for (let r = 0; r < n; r++) {
    const prefix = `${val.race.extRaceId}:${val.runners[r].number}:`;
    for (let b = 0; b < B; b++) {
      const at = b * n + r;
      const boost = winBoosts === null ? null : winBoosts[at];
      const feedPrice = win[at];
      if (boost !== null) {
        evaluateQuote(val, r, b, boost.boostedOdds, e);
        const meta: BoostMetadata = { probability: e.pWin, placeSource: null };
        out.push(
          row(
            val,
            r,
            b,
            e,
            `${prefix}${books[b].name}:boost:${boost.id}`,
            feedPrice === feedPrice ? feedPrice : null,
            'FIXED_WIN',
            boost,
            meta,
          ),
        );
        continue;
      }
      if (feedPrice !== feedPrice) continue;
      evaluateQuote(val, r, b, feedPrice, e);
      const from = boostedFrom[at];
      const boosted = from === from;
      out.push(
        row(
          val,
          r,
          b,
          e,
          prefix + books[b].name,
          boosted ? from : null,
          boosted ? 'FIXED_WIN' : null,
          null,
          null,
        ),
      );
    }
    for (const pb of val.placeBoosts)
      if (pb.r === r) out.push(top2Row(val, pb.boost, r, pb.b, prefix));
  }
}

function top2Row(
  val: RaceValuation,
  boost: Boost,
  r: number,
  b: number,
  prefix: string,
): Opportunity {
  const tier = tierFor(val, b, 2);
  const p2 = tier.p[r];
  const e = createQuoteEvaluation();
  e.price = boost.boostedOdds;
  e.pWin = val.pWin[r];
  e.fairPrice = 1 / p2;
  e.ev = (boost.boostedOdds * p2 - 1) * 100;
  e.bonusPct = (boost.boostedOdds - 1) * p2 * 100;
  e.totalEV = e.ev;
  e.kelly = binaryKelly(p2, boost.boostedOdds - 1);
  e.promoK = 2;
  e.tier = tier;
  const placePrice = val.books[b].placeK === 2 ? val.place[b * val.n + r] : NaN;
  const o = row(
    val,
    r,
    b,
    e,
    `${prefix}${val.books[b].name}:boost:${boost.id}`,
    placePrice === placePrice ? placePrice : null,
    'FIXED_PLACE_K2',
    boost,
    { probability: p2, placeSource: tier.placeSource },
  );
  // docs/architecture.md §4.6: a boost row's fairMethod is the win method its probability rests on, and a
  // bonus % (of a win price) means nothing for it; a win lay does not hedge a bet on the top 2.
  o.promoMethod = null;
  o.bonusPct = null;
  o.layPrice = null;
  o.lockRating = null;
  o.lockedEV = null;
  return o;
}

/** Opportunity rows of one race (docs/architecture.md §4); a race that is not open, or cannot be valued, gives none and a skip reason. */
export function referenceBuildRaceOpportunities(
  race: SnapshotRace,
  context: EngineContext,
): BuildResult {
  const rows: Opportunity[] = [];
  const skipped: SkippedItem[] = [];
  appendRace(race, context, rows, skipped);
  return { rows, skipped };
}

function appendRace(
  race: SnapshotRace,
  context: EngineContext,
  rows: Opportunity[],
  skipped: SkippedItem[],
): void {
  if (race.state !== 'open') {
    skipped.push({
      extRaceId: race.extRaceId,
      runnerNumber: null,
      bookmaker: null,
      code: 'RACE_NOT_OPEN',
      message: `race is ${race.state}`,
    });
    return;
  }
  const result = valueRace(race, context);
  if (!result.ok) {
    for (const s of result.skipped) skipped.push(s);
    return;
  }
  referenceAppendRaceRows(result.valuation, rows);
  for (const s of result.valuation.skipped) skipped.push(s);
}

/** Opportunity rows of every race of a snapshot, in race order, with every skipped race, quote, promo and boost. */
export function referenceBuildOpportunities(
  races: readonly SnapshotRace[],
  context: EngineContext,
): BuildResult {
  const rows: Opportunity[] = [];
  const skipped: SkippedItem[] = [];
  for (const p of prepareContext(context).invalidPromos) {
    skipped.push({
      extRaceId: null,
      runnerNumber: null,
      bookmaker: null,
      code: 'INVALID_PROMO',
      message: `promo ${p.id}: ${p.message}`,
    });
  }
  for (let i = 0; i < races.length; i++)
    appendRace(races[i], context, rows, skipped);
  return { rows, skipped };
}
