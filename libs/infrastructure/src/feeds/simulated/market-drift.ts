import { mixHash, normalAt, unitOf } from './seeded-random';

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox (hot loops).
const { floor, max, sqrt } = Math;

/**
 * "Market minutes" before the jump: the time axis the drift and the books' repricing run on.
 * Real markets barely move hours out and move most in the last quarter hour, so a real minute
 * counts 1/30 of a market minute more than 6 h out, 1/20 from 2 to 6 h, 1/8 from 1 to 2 h, 2/3
 * from 15 to 60 min and 4 in the last 15 minutes (continuous at each boundary). A race moves as a
 * whole when its clock passes a whole market minute (randomWalk), so 2 to 6 hours out that is
 * once in 20 minutes: at 1/8 it was a tenth of those quotes in every 60 s refresh.
 */
export function marketClock(minutesToJump: number): number {
  const m = max(0, minutesToJump);
  if (m < 15) return m * 4;
  if (m < 60) return 60 + (m - 15) / 1.5;
  if (m < 120) return 90 + (m - 60) / 8;
  if (m < 360) return 97.5 + (m - 120) / 20;
  return 109.5 + (m - 360) / 30;
}

const OCTAVES = 10;
const AMPLITUDES = Array.from({ length: OCTAVES }, (_, octave) => {
  const total = (2 ** OCTAVES - 1) as number;
  return sqrt(2 ** octave / total);
});

const REPRICE_PHASE_SALT = 912;
/** Salt of a race's own offset on the market clock (raceMarketAt). */
export const RACE_PHASE_SALT = 913;

/**
 * A deterministic random walk over time buckets, O(1) to evaluate at any time: the sum of
 * piecewise-constant noise at bucket widths 1, 2, 4 … 512 market minutes, weighted so the
 * variance of a change grows roughly in proportion to the time between two looks (as a random
 * walk's does). Overall scale about N(0, 1). `key` picks the path (one per runner, say).
 */
export function randomWalk(key: number, clock: number): number {
  let sum = 0;
  for (let octave = 0; octave < OCTAVES; octave += 1) {
    const width = 1 << octave;
    // A per-octave phase so the octaves do not all change on the same bucket boundary.
    const phase = (key >>> octave) % width;
    const bucket = floor((clock + phase) / width);
    sum += AMPLITUDES[octave] * normalAt(key, octave, bucket);
  }
  return sum;
}

/**
 * Piecewise-constant noise that changes every `width` market minutes (a book's repricing). Each
 * `salt` (a book, say) turns at a moment of its own within the width: with one phase for all,
 * every book with the same width repriced a race in the same refresh.
 */
export function bucketNoise(
  key: number,
  salt: number,
  clock: number,
  width: number,
): number {
  return normalAt(key, salt, floor(clock / width + unitOf(mixHash(salt, REPRICE_PHASE_SALT))));
}
