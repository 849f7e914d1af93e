import type { BookmakerPriceQuote } from '@overlay/domain';
import type { BookmakerProfile } from './bookmaker-profiles';
import { bucketNoise } from './market-drift';
import type { SimRaceSlot } from './meeting-schedule';
import { toBookOdds } from './price-ladder';
import type { SimField } from './race-field';
import type { RaceMarket } from './race-market';
import { mixHash, normalAt, unitOf } from './seeded-random';

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox (hot loops).
const { exp, floor, min } = Math;

const HOUR = 3_600_000;
/** Share of runners a covering book still leaves unpriced (late entries, suspended markets). */
const UNPRICED_RATE = 0.02;

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
 * true probability loaded with the book's margin, moved by the book's own noisy opinion, and
 * rounded down to the book ladder.
 */
export function bookmakerQuotes(
  slot: SimRaceSlot,
  field: SimField,
  market: RaceMarket,
  book: BookmakerProfile,
  bookIndex: number,
  atMs: number,
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
  const placeK =
    book.fourPlacesOnBigFields && meeting.venue.code === 'TB' && n >= 16
      ? 4
      : market.placeK;
  const topK = market.topK.get(placeK);
  const boosted = boostedRunner(slot, market, book, bookIndex);

  return field.runners.map((runner, index): BookmakerPriceQuote | null => {
    if (!market.active[index]) return null;
    if (unitOf(mixHash(runner.key, bookIndex, SALT.unpriced)) < UNPRICED_RATE)
      return null;
    const opinion =
      book.noise *
      (0.75 * normalAt(runner.key, bookIndex, SALT.opinion) +
        0.65 *
          bucketNoise(
            runner.key,
            bookIndex * 16 + SALT.reprice,
            market.clock,
            book.repriceMinutes,
          ));
    const p = market.win[index];
    const implied =
      p * (1 + book.winMargin * w) + (book.winMargin * (1 - w)) / n;
    const win = toBookOdds(exp(opinion) / implied, book.maxOdds);
    let place: number | null = null;
    if (topK) {
      const pk = topK[index];
      const placeImplied =
        pk * (1 + book.placeMargin * w) +
        (book.placeMargin * (1 - w) * placeK) / n;
      const placeOpinion =
        0.7 * opinion +
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
    };
    if (index === boosted) {
      // Boosts are marketing: 10-30% on a fancied runner, often above fair value.
      const lift =
        1.1 + 0.2 * unitOf(mixHash(slot.key, bookIndex, SALT.boost, 1));
      quote.win = toBookOdds(win * lift, book.maxOdds);
      if (quote.win > win) quote.boostedFrom = win;
    }
    return quote;
  });
}

/** The runner (field index) this book boosts in this race, or -1: one of the top three. */
function boostedRunner(
  slot: SimRaceSlot,
  market: RaceMarket,
  book: BookmakerProfile,
  bookIndex: number,
): number {
  if (unitOf(mixHash(slot.key, bookIndex, SALT.boost)) >= book.boostRate)
    return -1;
  const ranked = market.win
    .map((p, index) => ({ p, index }))
    .filter(({ index }) => market.active[index])
    .sort((a, b) => b.p - a.p);
  const pickAt = floor(
    unitOf(mixHash(slot.key, bookIndex, SALT.boost, 2)) * min(3, ranked.length),
  );
  return ranked[pickAt]?.index ?? -1;
}
