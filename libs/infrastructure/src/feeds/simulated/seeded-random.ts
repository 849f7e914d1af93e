// Deterministic randomness for the simulated feed. Everything the simulator shows is a pure
// function of (FEED_SEED, entity keys, time bucket): stable ids and prices across restarts and
// across api instances, without storing any state.

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox (hot loops).
const { PI, cos, floor, imul, log, sqrt } = Math;

/** 32-bit FNV-1a: turns names (dates, venue ids, bookmakers) into integer keys. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes up to four integers into one well-spread 32-bit hash (murmur3 finaliser per step). */
export function mixHash(a: number, b: number, c = 0, d = 0): number {
  let h = imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = fmix(h);
  h = fmix(h ^ imul(c + 0x632be5ab, 0xc2b2ae35));
  h = fmix(h ^ imul(d + 0x2545f491, 0x27d4eb2f));
  return h >>> 0;
}

function fmix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

/** A hash as a uniform number in [0, 1). */
export function unitOf(hash: number): number {
  return (hash >>> 0) / 4294967296;
}

/**
 * An approximately standard normal keyed by four integers, for the hot pricing loops: the sum of
 * the hash's four bytes (Irwin-Hall, n = 4) rescaled to mean 0 and variance 1. No log or cos per
 * draw, and tails bounded at ±3.5 sd, which suits price noise (no absurd outliers).
 */
export function normalAt(a: number, b: number, c = 0, d = 0): number {
  const h = mixHash(a, b, c, d);
  const bytes = (h & 255) + ((h >>> 8) & 255) + ((h >>> 16) & 255) + (h >>> 24);
  return (bytes / 255 - 2) * SQRT3;
}

const SQRT3 = sqrt(3);

/** Mulberry32: a small, fast sequential generator for building one entity (a day, a race). */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one entity, independent of the order entities are built in. */
  static for(seed: number, ...keys: Array<string | number>): SeededRandom {
    let hash = mixHash(seed >>> 0, 0x51ed270b);
    for (const key of keys) {
      hash = mixHash(
        hash,
        typeof key === 'number' ? key >>> 0 : hashString(key),
      );
    }
    return new SeededRandom(hash);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  normal(): number {
    return sqrt(-2 * log(1 - this.next())) * cos(2 * PI * this.next());
  }

  pick<T>(items: readonly T[]): T {
    return items[floor(this.next() * items.length)];
  }

  /** Index drawn in proportion to the weights (all >= 0, not all 0). */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const weight of weights) total += weight;
    let target = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      target -= weights[i];
      if (target < 0) return i;
    }
    return weights.length - 1;
  }
}
