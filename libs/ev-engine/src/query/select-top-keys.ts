import type { QueryScratch } from './query-scratch';

/** The k-th smallest (0-based) of a[0..n): quickselect with a three-way partition, so many equal keys stay linear. */
function kthSmallest(a: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const x = a[lo];
    const y = a[(lo + hi) >> 1];
    const z = a[hi];
    const pivot =
      x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let lt = lo;
    let i = lo;
    let gt = hi;
    while (i <= gt) {
      const v = a[i];
      if (v < pivot) {
        a[i++] = a[lt];
        a[lt++] = v;
      } else if (v > pivot) {
        a[i] = a[gt];
        a[gt--] = v;
      } else i++;
    }
    // Now [lo, lt) < pivot, [lt, gt] = pivot, (gt, hi] > pivot.
    if (k < lt) hi = lt - 1;
    else if (k > gt) lo = gt + 1;
    else return pivot;
  }
  return a[k];
}

/**
 * Positions (into keys[0..count)) of the `limit` first entries in (key, id) order, unordered.
 * Keys alone find the limit-th key; ids are built and compared only for entries tied with it.
 */
export function selectTopKeys(
  keys: Float64Array,
  count: number,
  limit: number,
  idOf: (position: number) => string,
  scratch: QueryScratch,
): Int32Array {
  const n = Math.max(0, Math.min(count, Math.floor(limit)));
  if (n >= count || n !== n) {
    const all = new Int32Array(count);
    for (let i = 0; i < count; i++) all[i] = i;
    return all;
  }
  if (n === 0) return new Int32Array(0);
  const work = scratch.workFor(count);
  work.set(keys.subarray(0, count));
  const threshold = kthSmallest(work, count, n - 1);
  const out = new Int32Array(n);
  const tied: number[] = [];
  let m = 0;
  for (let i = 0; i < count; i++) {
    const key = keys[i];
    if (key < threshold) out[m++] = i;
    else if (key === threshold) tied.push(i);
  }
  const need = n - m;
  if (tied.length > need) {
    const ids = tied.map((i) => ({ i, id: idOf(i) }));
    ids.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (let j = 0; j < need; j++) out[m++] = ids[j].i;
  } else for (let j = 0; j < need; j++) out[m++] = tied[j];
  return out;
}
