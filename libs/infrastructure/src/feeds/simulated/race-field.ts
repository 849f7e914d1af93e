import type { RaceCode } from '@overlay/domain';
import type { SimRaceSlot } from './meeting-schedule';
import { runnerNames } from './runner-names';
import { SeededRandom, mixHash } from './seeded-random';
import type { VenueTier } from './venue';

interface SimRunner {
  extId: string;
  number: number;
  name: string;
  /** Log-strength: the hidden true win probability is a softmax of these (plus drift). */
  strength: number;
  /** Instant the runner is scratched from; Infinity when it runs. */
  scratchedFromMs: number;
  key: number;
}

export interface SimField {
  runners: SimRunner[];
  /** Exchange win-market matched volume (AUD) of the whole race at the jump. */
  volumeAtJump: number;
  /** Whether the exchange (Betfair) lists the race at all. */
  onExchange: boolean;
  /** Runners stronger than this (the top two of the field) take late money near the jump. */
  steamAbove: number;
}

const HOUR = 3_600_000;

// Field sizes as drawn (before scratchings). Greyhounds: 8 boxes, often with a vacant box;
// gallops: fuller fields at metro meetings; harness rarely more than 14.
const FIELD_SIZES: Record<RaceCode, Record<VenueTier, readonly number[]>> = {
  TB: {
    metro: [10, 11, 12, 12, 13, 14, 14, 15, 16, 16, 9, 8],
    provincial: [7, 8, 9, 10, 10, 11, 12, 12, 13, 14, 16, 6],
    country: [5, 6, 7, 8, 8, 9, 10, 10, 11, 12, 13, 14],
  },
  GR: {
    metro: [8, 8, 8, 8, 8, 7],
    provincial: [8, 8, 8, 7, 7, 6],
    country: [8, 8, 7, 7, 6, 5],
  },
  HR: {
    metro: [9, 10, 11, 12, 12, 13, 14],
    provincial: [7, 8, 9, 10, 11, 12],
    country: [5, 6, 7, 8, 9, 10],
  },
};

const SCRATCH_RATE: Record<RaceCode, number> = { TB: 0.07, GR: 0.1, HR: 0.05 };
/** A race keeps at least this many runners: books do not bet on fewer. */
const MIN_ACTIVE = 5;

/** Spread of log-strengths: how strong favourites are (harness has the hottest ones). */
const STRENGTH_SPREAD: Record<RaceCode, readonly [number, number]> = {
  TB: [0.75, 1.25],
  GR: [0.55, 0.95],
  HR: [0.85, 1.4],
};

/** The field of a race, a pure function of seed and race. */
export function raceField(seed: number, slot: SimRaceSlot): SimField {
  const { venue } = slot.meeting;
  const random = SeededRandom.for(seed, 'field', slot.extRaceId);
  const size = random.pick(FIELD_SIZES[venue.code][venue.tier]);
  const spread = random.between(...STRENGTH_SPREAD[venue.code]);
  const names = runnerNames(size, random);
  let scratchings = 0;
  const runners = names.map((name, index): SimRunner => {
    const number = index + 1;
    let scratchedFromMs = Infinity;
    if (
      random.chance(SCRATCH_RATE[venue.code]) &&
      size - scratchings > MIN_ACTIVE
    ) {
      scratchings += 1;
      // Most scratchings come with the acceptances the day before; some are late (vet, track).
      const hoursBefore = random.chance(0.6)
        ? random.between(20, 30)
        : random.between(0.1, 4);
      scratchedFromMs = slot.startMs - hoursBefore * HOUR;
    }
    return {
      extId: `${slot.extRaceId}-${number}`,
      number,
      name,
      strength: spread * random.normal(),
      scratchedFromMs,
      key: mixHash(slot.key, number),
    };
  });
  return {
    runners,
    volumeAtJump:
      raceVolume(venue.code, venue.tier, venue.country === 'NZ') *
      Math.exp(0.4 * random.normal()),
    onExchange: random.chance(
      exchangeCoverage(venue.code, venue.country === 'NZ'),
    ),
    steamAbove:
      [...runners.map((runner) => runner.strength)].sort((a, b) => b - a)[2] ??
      Number.NEGATIVE_INFINITY,
  };
}

function raceVolume(code: RaceCode, tier: VenueTier, nz: boolean): number {
  const byTier = { metro: 1, provincial: 0.3, country: 0.12 }[tier];
  const byCode = { TB: 900_000, GR: 40_000, HR: 70_000 }[code];
  return byCode * byTier * (nz ? 0.25 : 1);
}

/** Chance a race is listed on the exchange: nearly every AU gallop, fewer dogs and trots. */
function exchangeCoverage(code: RaceCode, nz: boolean): number {
  if (code === 'TB') return nz ? 0.85 : 0.97;
  if (code === 'HR') return nz ? 0.4 : 0.7;
  return nz ? 0.3 : 0.6;
}
