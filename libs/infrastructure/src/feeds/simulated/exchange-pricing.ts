import type { ExchangeQuote } from '@overlay/domain';
import { bucketNoise } from './market-drift';
import type { SimRaceSlot } from './meeting-schedule';
import { tickFloor, tickShift } from './price-ladder';
import type { SimField } from './race-field';
import type { RaceMarket } from './race-market';
import { normalAt, unitOf, mixHash } from './seeded-random';

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox (hot loops).
const { exp, floor, max, min, round } = Math;

const SALT = {
  mid: 101,
  placeMid: 102,
  spread: 103,
  missing: 104,
  backDepth: 105,
  layDepth: 106,
};

/**
 * Exchange prices per runner in field order (null: scratched, or the race is not listed). The
 * exchange is efficient: its mids sum to 1, the best back sits on the tick at or below the mid
 * and the best lay `ticks` above it, so the back book is just over 100 % and the lay book just
 * under.
 */
export function exchangeQuotes(
  slot: SimRaceSlot,
  field: SimField,
  market: RaceMarket,
): Array<ExchangeQuote | null> {
  if (!field.onExchange) return field.runners.map(() => null);
  const liquidity = liquidityTicks(slot);
  const growth = volumeGrowth(market.minutesToJump);
  const shares = market.win.map((p) => p ** 0.8);
  const shareTotal = shares.reduce((sum, share) => sum + share, 0);
  const placeTopK = market.topK.get(market.placeK);

  // Mids within a couple of percent of the truth, then scaled to a book of exactly 100 %.
  const rawMids = field.runners.map((runner, index) =>
    market.active[index]
      ? market.win[index] *
        exp(0.02 * bucketNoise(runner.key, SALT.mid, market.clock, 3))
      : 0,
  );
  const midTotal = rawMids.reduce((sum, mid) => sum + mid, 0);

  return field.runners.map((runner, index): ExchangeQuote | null => {
    if (!market.active[index]) return null;
    const p = market.win[index];
    const mid = rawMids[index] / midTotal;
    const ticks = spreadTicks(p, market.minutesToJump, runner.key, liquidity);
    const [winBack, winLay] = backAndLay(1 / mid, ticks);
    const thin =
      liquidity > 1 ? isThin(p, market.minutesToJump, runner.key) : null;
    const matchedVolume = round(
      (field.volumeAtJump * growth * shares[index]) / shareTotal,
    );
    const quote: ExchangeQuote = {
      winBack: thin === 'back' ? null : winBack,
      winLay: thin === 'lay' ? null : winLay,
      placeBack: null,
      placeLay: null,
      placeK: null,
      matchedVolume,
    };
    if (quote.winBack !== null)
      quote.winBackSize = depthAt(
        matchedVolume,
        ticks,
        runner.key,
        SALT.backDepth,
        market.clock,
      );
    if (quote.winLay !== null)
      quote.winLaySize = depthAt(
        matchedVolume,
        ticks,
        runner.key,
        SALT.layDepth,
        market.clock,
      );
    if (placeTopK) {
      const placeMid = min(
        0.995,
        placeTopK[index] * exp(0.03 * normalAt(runner.key, SALT.placeMid)),
      );
      const [placeBack, placeLay] = backAndLay(1 / placeMid, ticks + 1);
      quote.placeBack = placeBack;
      quote.placeLay = placeLay;
      quote.placeK = market.placeK;
    }
    return quote;
  });
}

/** Fewest ticks between back and lay a meeting trades at: metro gallops are the liquid ones. */
function liquidityTicks(slot: SimRaceSlot): number {
  const { code, tier, country } = slot.meeting.venue;
  return code === 'TB' && tier !== 'country' && country === 'AU' ? 1 : 2;
}

/**
 * Spread in ticks: the meeting's liquidity, now and then a tick more, a tick wider on longshots
 * and, at small meetings, hours before the jump.
 */
function spreadTicks(
  p: number,
  minutesToJump: number,
  key: number,
  liquidity: number,
): number {
  const longshot = p < 0.02 ? 1 : 0;
  // Small meetings trade thinly hours out: a tick wider until the money arrives.
  const early = liquidity > 1 && minutesToJump > 240 ? 1 : 0;
  // Liquid markets sit at one tick or, for a quarter of runners, two.
  const jitter =
    liquidity === 1 && unitOf(mixHash(key, SALT.spread)) < 0.25 ? 1 : 0;
  return liquidity + early + longshot + jitter;
}

/** Best back on the tick at or below the fair price, best lay `ticks` above the back. */
function backAndLay(fairOdds: number, ticks: number): [number, number] {
  const back = tickShift(tickFloor(fairOdds), -floor((ticks - 1) / 2));
  const lay = tickShift(back, ticks);
  return lay > back ? [back, lay] : [back, tickShift(back, 1)];
}

/** Far from the jump at small meetings some longshots have only one side of the book offered. */
function isThin(
  p: number,
  minutesToJump: number,
  key: number,
): 'back' | 'lay' | null {
  if (minutesToJump < 240 || p > 0.03) return null;
  const draw = unitOf(mixHash(key, SALT.missing));
  return draw < 0.15 ? 'lay' : draw < 0.25 ? 'back' : null;
}

/**
 * Dollars on offer at a best price: a few per cent of what the runner has matched, less where the
 * book is wide (thin markets), moving as money comes and goes; never under $5.
 */
function depthAt(
  matchedVolume: number,
  ticks: number,
  key: number,
  salt: number,
  clock: number,
): number {
  const share = 0.04 * exp(0.6 * bucketNoise(key, salt, clock, 2));
  return max(5, round((matchedVolume * share) / ticks));
}

/** Share of the at-jump volume already matched: most money arrives in the last half hour. */
function volumeGrowth(minutesToJump: number): number {
  return 1 / (1 + minutesToJump / 25) ** 1.3;
}
