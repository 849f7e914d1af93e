import type { ExchangeQuote } from '@overlay/domain';
import { bucketNoise } from './market-drift';
import { tickFloor, tickShift } from './price-ladder';
import type { SimField } from './race-field';
import type { RaceMarket } from './race-market';
import { normalAt, unitOf, mixHash } from './seeded-random';

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox (hot loops).
const { exp, floor, min, round } = Math;

const SALT = { mid: 101, placeMid: 102, spread: 103, missing: 104 };

/** Exchange prices per runner in field order (null: scratched, or the race is not listed). */
export function exchangeQuotes(
  field: SimField,
  market: RaceMarket,
): Array<ExchangeQuote | null> {
  if (!field.onExchange) return field.runners.map(() => null);
  const growth = volumeGrowth(market.minutesToJump);
  const shares = market.win.map((p) => p ** 0.8);
  const shareTotal = shares.reduce((sum, share) => sum + share, 0);
  const placeTopK = market.topK.get(market.placeK);

  return field.runners.map((runner, index): ExchangeQuote | null => {
    if (!market.active[index]) return null;
    const p = market.win[index];
    // The exchange is efficient: its mid sits within a couple of percent of the truth.
    const mid =
      p * exp(0.02 * bucketNoise(runner.key, SALT.mid, market.clock, 3));
    const ticks = spreadTicks(p, market.minutesToJump, runner.key);
    const [winBack, winLay] = backAndLay(1 / mid, ticks);
    const thin = isThin(p, market.minutesToJump, runner.key);
    const quote: ExchangeQuote = {
      winBack: thin === 'back' ? null : winBack,
      winLay: thin === 'lay' ? null : winLay,
      placeBack: null,
      placeLay: null,
      placeK: null,
      matchedVolume: round(
        (field.volumeAtJump * growth * shares[index]) / shareTotal,
      ),
    };
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

/** Spread in ticks: wide hours out, a tick or two near the jump; longshots trade wider. */
function spreadTicks(p: number, minutesToJump: number, key: number): number {
  const base = minutesToJump <= 15 ? 1 : minutesToJump <= 120 ? 2 : 3;
  const longshot = p < 0.03 ? 2 : p < 0.1 ? 1 : 0;
  return base + longshot + floor(unitOf(mixHash(key, SALT.spread)) * 2);
}

/** Best back below the fair price, best lay `ticks` above it on Betfair's ladder. */
function backAndLay(fairOdds: number, ticks: number): [number, number] {
  const below = floor(ticks / 2);
  const back = tickShift(tickFloor(fairOdds), -below);
  const lay = tickShift(back, ticks);
  return lay > back ? [back, lay] : [back, tickShift(back, 1)];
}

/** Far from the jump some longshots have only one side of the book offered. */
function isThin(
  p: number,
  minutesToJump: number,
  key: number,
): 'back' | 'lay' | null {
  if (minutesToJump < 240 || p > 0.05) return null;
  const draw = unitOf(mixHash(key, SALT.missing));
  return draw < 0.2 ? 'lay' : draw < 0.3 ? 'back' : null;
}

/** Share of the at-jump volume already matched: most money arrives in the last half hour. */
function volumeGrowth(minutesToJump: number): number {
  return 1 / (1 + minutesToJump / 25) ** 1.3;
}
