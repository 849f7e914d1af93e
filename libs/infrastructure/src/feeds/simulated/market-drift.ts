import { normalAt } from './seeded-random';

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox (hot loops).
const { floor, max, sqrt } = Math;

/**
 * "Market minutes" before the jump: the time axis the drift and the books' repricing run on.
 * Real markets barely move hours out and move most in the last quarter hour, so a real minute
 * counts 1/30 of a market minute more than 6 h out, 1/8 from 1 to 6 h, 2/3 from 15 to 60 min
 * and 4 in the last 15 minutes (continuous at each boundary).
 */
export function marketClock(minutesToJump: number): number {
  const m = max(0, minutesToJump);
  if (m < 15) return m * 4;
  if (m < 60) return 60 + (m - 15) / 1.5;
  if (m < 360) return 90 + (m - 60) / 8;
  return 127.5 + (m - 360) / 30;
}

const OCTAVES = 10;
const AMPLITUDES = Array.from({ length: OCTAVES }, (_, octave) => {
  const total = (2 ** OCTAVES - 1) as number;
  return sqrt(2 ** octave / total);
});

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

/** Piecewise-constant noise that changes every `width` market minutes (a book's repricing). */
export function bucketNoise(
  key: number,
  salt: number,
  clock: number,
  width: number,
): number {
  return normalAt(key, salt, floor(clock / width));
}
