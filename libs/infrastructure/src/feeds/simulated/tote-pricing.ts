import type { BookmakerPriceQuote, Country, RaceCode } from '@overlay/domain';
import { bucketNoise } from './market-drift';
import type { SimRaceSlot } from './meeting-schedule';
import type { SimField } from './race-field';
import type { RaceMarket } from './race-market';
import { mixHash, unitOf } from './seeded-random';

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox (hot loops).
const { exp, floor, max, min, round } = Math;

/**
 * A tote's win and place pools as a feed prices them: an estimate of the dividend, not a price
 * a punter can take (docs/feeds.md, the source catalogue), so the product shows no row for it.
 */
export interface ToteProfile {
  name: string;
  /** Chance the tote's pools are on a meeting, by country and code. */
  coverage: Record<Country, Record<RaceCode, number>>;
  /** The pool's take (win; place takes a little more). */
  take: number;
}

const au = (share: number) => ({ TB: share, GR: share, HR: share });
const tote = (name: string, auShare: number, nzShare: number, take: number): ToteProfile => ({
  name,
  coverage: { AU: au(auShare), NZ: au(nzShare) },
  take,
});

/** The Saturday's totes: every AU jurisdiction's pools and NZ's, each on most meetings. */
export const SATURDAY_TOTES: readonly ToteProfile[] = [
  tote('TAB NSW Tote', 0.97, 0.5, 0.145),
  tote('TAB VIC Tote', 0.97, 0.5, 0.145),
  tote('TAB QLD Tote', 0.95, 0.4, 0.16),
  tote('TAB SA Tote', 0.9, 0.3, 0.16),
  tote('TabTouch Tote', 0.95, 0.5, 0.16),
  tote('TAB TAS Tote', 0.85, 0.2, 0.16),
  tote('TAB NT Tote', 0.8, 0.2, 0.16),
  tote('TAB NZ Tote', 0.6, 1, 0.175),
];

const SALT = { coverage: 401, pool: 402, place: 403 };
/** Pools overbet longshots: money follows chance to this power. */
const LONGSHOT_BIAS = 0.85;

/**
 * One tote's dividend estimates per runner (field order; null: no pool). Thin pools hours out
 * are far off the market and jumpy; near the jump the money is in and the estimate settles. It
 * moves every market minute (docs/architecture.md §3), rounded to 10 cents.
 */
export function toteQuotes(
  slot: SimRaceSlot,
  field: SimField,
  market: RaceMarket,
  profile: ToteProfile,
  toteIndex: number,
  lastUpdated: string,
): Array<BookmakerPriceQuote | null> {
  const { venue } = slot.meeting;
  const none = field.runners.map(() => null);
  if (unitOf(mixHash(slot.meeting.key, toteIndex, SALT.coverage)) >= profile.coverage[venue.country][venue.code])
    return none;
  // Noise shrinks as money arrives: about 15 % of a share a day out, 3 % at the jump.
  const spread = 0.03 + 0.12 * min(1, market.minutesToJump / 240);
  const shares = field.runners.map((runner, index) =>
    market.active[index]
      ? market.win[index] ** LONGSHOT_BIAS * exp(spread * bucketNoise(runner.key, SALT.pool + toteIndex * 8, market.clock, 1))
      : 0,
  );
  const total = shares.reduce((sum, share) => sum + share, 0);
  const topK = market.topK.get(market.placeK);
  return field.runners.map((runner, index): BookmakerPriceQuote | null => {
    if (!market.active[index] || total === 0) return null;
    const win = dividend((1 - profile.take) / (shares[index] / total));
    const place = topK
      ? dividend(
          (1 - profile.take - 0.02) /
            (topK[index] * exp(spread * bucketNoise(runner.key, SALT.place + toteIndex * 8, market.clock, 1))),
        )
      : null;
    return {
      bookmaker: profile.name,
      win,
      place: place === null ? null : min(place, win),
      placeK: place === null ? null : market.placeK,
      boostedFrom: null,
      lastUpdated,
    };
  });
}

/** A dividend estimate: 10-cent steps down, $1.04 at least (the minimum a tote pays). */
function dividend(value: number): number {
  return max(1.04, round(floor(value * 10 + 1e-9)) / 10);
}
