import type { BookmakerPriceQuote } from '@overlay/domain';
import type { BookmakerProfile } from './bookmaker-profiles';
import { bucketNoise } from './market-drift';
import type { SimRaceSlot } from './meeting-schedule';
import { MIN_ODDS, toBookOdds } from './price-ladder';
import type { SimField } from './race-field';
import type { RaceMarket } from './race-market';
import { mixHash, normalAt, unitOf } from './seeded-random';

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox (hot loops).
const { exp, max, min } = Math;

const HOUR = 3_600_000;
/** Share of runners a covering book still leaves unpriced (late entries, suspended markets). */
const UNPRICED_RATE = 0.02;
/** No corporate win book goes under this (Σ 1/price); noise that would is scaled back. */
const MIN_WIN_BOOK = 1.085;
// Margin on top of a book's own: dogs and trots, small meetings, NZ and big fields cost more.
const CODE_MARGIN = { TB: 0, HR: 0.04, GR: 0.07 } as const;
const TIER_MARGIN = { metro: 0, provincial: 0.02, country: 0.04 } as const;
const NZ_MARGIN = 0.02;
const MARGIN_PER_EXTRA_RUNNER = 0.004;
/** A book's own boost adds this share of its price at least and at most (docs/architecture.md §3). */
const MIN_BOOST = 0.05;
const MAX_BOOST = 0.25;
/** No boost beats the true price by more than this: a boost is marketing, not a gift. */
const MAX_BOOST_EDGE = 0.13;
/** Books do not boost a runner they lay at shorter odds than this. */
const MIN_BOOSTED_PRICE = 1.3;
/** Chance the boosted runner is the book's 1st, 2nd or 3rd pick by form. */
const BOOST_PICKS = [0.55, 0.3, 0.15];

// Salts keep the hashes of the different draws of one (runner, book) independent.
const SALT = {
  coverage: 1,
  opens: 2,
  boost: 3,
  unpriced: 4,
  opinion: 5,
  reprice: 6,
  place: 7,
};

/**
 * One book's quotes for a race, per runner in field order (null: not priced). A quote is the
 * true probability loaded with the book's margin for this meeting, moved by the book's own
 * noisy opinion, and rounded down to the book ladder; `lastUpdated` stamps when the book last
 * confirmed it.
 */
export function bookmakerQuotes(
  slot: SimRaceSlot,
  field: SimField,
  market: RaceMarket,
  book: BookmakerProfile,
  bookIndex: number,
  atMs: number,
  lastUpdated: string,
): Array<BookmakerPriceQuote | null> {
  const { meeting } = slot;
  const none = field.runners.map(() => null);
  const coverage = book.coverage[meeting.venue.country][meeting.venue.code];
  if (unitOf(mixHash(meeting.key, bookIndex, SALT.coverage)) >= coverage)
    return none;
  const [openMin, openMax] = book.opensHoursBefore;
  const opensHours =
    openMin +
    (openMax - openMin) * unitOf(mixHash(meeting.key, bookIndex, SALT.opens));
  if (atMs < slot.startMs - opensHours * HOUR) return none;

  const n = market.activeCount;
  const w = book.proportionalShare;
  const { venue } = meeting;
  const extra =
    CODE_MARGIN[venue.code] +
    TIER_MARGIN[venue.tier] +
    (venue.country === 'NZ' ? NZ_MARGIN : 0) +
    MARGIN_PER_EXTRA_RUNNER * max(0, n - 8);
  const winMargin = book.winMargin + extra;
  const placeMargin = book.placeMargin + 1.4 * extra;
  const placeK =
    book.fourPlacesOnBigFields && venue.code === 'TB' && n >= 16
      ? 4
      : market.placeK;
  const topK = market.topK.get(placeK);
  const boosted = boostedRunner(slot, field, market, bookIndex, book.boostRate);

  // Implied probabilities first: the book's total is checked before prices are rounded.
  const opinions: number[] = [];
  const implied = field.runners.map((runner, index) => {
    if (!market.active[index]) return 0;
    if (unitOf(mixHash(runner.key, bookIndex, SALT.unpriced)) < UNPRICED_RATE)
      return 0;
    const opinion =
      book.noise *
      (0.75 * normalAt(runner.key, bookIndex, SALT.opinion) +
        0.4 *
          bucketNoise(
            runner.key,
            bookIndex * 16 + SALT.reprice,
            market.clock,
            book.repriceMinutes,
          ));
    opinions[index] = opinion;
    const p = market.win[index];
    return (p * (1 + winMargin * w) + (winMargin * (1 - w)) / n) / exp(opinion);
  });
  const pricedAll = implied.every(
    (value, index) => value > 0 || !market.active[index],
  );
  // Only a complete book has a total to keep: a gap leaves the others as they are.
  const lift = pricedAll ? liftToFloor(implied) : 1;

  return field.runners.map((runner, index): BookmakerPriceQuote | null => {
    if (implied[index] === 0) return null;
    const win = toBookOdds(1 / (implied[index] * lift), book.maxOdds);
    let place: number | null = null;
    if (topK) {
      const pk = topK[index];
      const placeImplied =
        pk * (1 + placeMargin * w) + (placeMargin * (1 - w) * placeK) / n;
      const placeOpinion =
        0.7 * opinions[index] +
        0.3 * book.noise * normalAt(runner.key, bookIndex, SALT.place);
      place = min(
        win,
        toBookOdds(exp(placeOpinion) / placeImplied, book.maxOdds),
      );
    }
    const quote: BookmakerPriceQuote = {
      bookmaker: book.name,
      win,
      place,
      placeK: place === null ? null : placeK,
      boostedFrom: null,
      lastUpdated,
    };
    if (index === boosted && win >= MIN_BOOSTED_PRICE) {
      // Boosts are marketing: a few per cent to a quarter on a fancied runner, priced off the
      // market (the true price) so that none beats it by more than MAX_BOOST_EDGE.
      const size =
        MIN_BOOST +
        (MAX_BOOST - MIN_BOOST) *
          unitOf(mixHash(slot.key, bookIndex, SALT.boost, 1));
      const fairPrice = 1 / market.win[index];
      const boostedWin = toBookOdds(
        min(win * (1 + size), (1 + MAX_BOOST_EDGE) * fairPrice),
        book.maxOdds,
      );
      if (boostedWin > win) {
        quote.win = boostedWin;
        quote.boostedFrom = win;
      }
    }
    return quote;
  });
}

/**
 * The runner (field index) this book boosts in this race, or -1: one of the three strongest on
 * the book's card (by form, so the boost stays on one runner while the market moves), the
 * strongest most often.
 */
function boostedRunner(
  slot: SimRaceSlot,
  field: SimField,
  market: RaceMarket,
  bookIndex: number,
  boostRate: number,
): number {
  if (unitOf(mixHash(slot.key, bookIndex, SALT.boost)) >= boostRate) return -1;
  const ranked = field.runners
    .map((runner, index) => ({ strength: runner.strength, index }))
    .filter(({ index }) => market.active[index])
    .sort((a, b) => b.strength - a.strength);
  const draw = unitOf(mixHash(slot.key, bookIndex, SALT.boost, 2));
  const pickAt =
    draw < BOOST_PICKS[0] ? 0 : draw < BOOST_PICKS[0] + BOOST_PICKS[1] ? 1 : 2;
  return ranked[min(pickAt, ranked.length - 1)]?.index ?? -1;
}

/**
 * The factor that lifts a book's implied chances to MIN_WIN_BOOK, knowing no price goes under
 * MIN_ODDS: with a dominant favourite pinned at $1.01 the rest of the field is shortened instead.
 */
function liftToFloor(implied: readonly number[]): number {
  const cap = 1 / MIN_ODDS;
  let lift = 1;
  for (let round = 0; round < 6; round += 1) {
    let pinned = 0;
    let free = 0;
    for (const value of implied) {
      if (value * lift >= cap) pinned += cap;
      else free += value * lift;
    }
    if (pinned + free >= MIN_WIN_BOOK || free === 0) return lift;
    lift *= (MIN_WIN_BOOK - pinned) / free;
  }
  return lift;
}
