import { normalAt } from './seeded-random';

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox (hot loops).
const { floor, max, sqrt } = Math;

/**
 * "Market minutes" before the jump. Real markets move most in the last quarter hour, so each
 * real minute there counts four: the drift's time buckets shrink from 60 s to 15 s near the jump.
 */
export function marketClock(minutesToJump: number): number {
  const minutes = max(0, minutesToJump);
  return minutes >= 15 ? minutes + 45 : minutes * 4;
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
