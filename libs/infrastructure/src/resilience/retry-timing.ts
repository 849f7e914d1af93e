// When and how long to wait before trying a failed call to the outside world again (the policy
// factory, outside-call-policy.ts, and every caller that hands a wait back read these).

/**
 * Full-jitter backoff (AWS Architecture Blog, "Exponential Backoff and Jitter"): sleep a random
 * time in [0, min(cap, base · 2^attempt)). Spreading retries uniformly keeps many clients (or
 * many api instances) from hammering a recovering server in lockstep.
 */
export function fullJitterDelay(
  attempt: number,
  baseMs: number,
  capMs: number,
  random: () => number,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/**
 * Retry-After as milliseconds from `nowMs`: either delay-seconds ("120") or an HTTP date
 * ("Wed, 21 Oct 2026 07:28:00 GMT"). Null when absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  nowMs: number,
): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - nowMs) : null;
}

/** 408, 429 and 5xx may pass on their own; other 4xx will fail the same way again. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Statuses whose Retry-After header is honoured. */
export function honoursRetryAfter(status: number): boolean {
  return status === 429 || status === 503;
}
