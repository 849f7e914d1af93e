/** The first retry of a race's result; each further one waits twice as long (docs/feeds.md, results). */
const RESULT_FIRST_WAIT_MS = 5_000;
/** The longest wait between two asks for a race's result: a monthly quota's Retry-After is not waited out whole. */
export const RESULT_LONGEST_WAIT_MS = 10 * 60_000;

/**
 * The wait before asking again for a race's result after `attempts` asks, on every feed that
 * chases results (docs/feeds.md, results): 5 s doubling to `longestMs` with ±25 % jitter
 * (`random` in 0..1), never sooner than the provider's `retryAfterMs`, never beyond `longestMs`.
 */
export function resultRetryWaitMs(
  attempts: number,
  retryAfterMs: number,
  random: () => number,
  longestMs = RESULT_LONGEST_WAIT_MS,
): number {
  const base = Math.min(longestMs, RESULT_FIRST_WAIT_MS * 2 ** (attempts - 1));
  const backoff = Math.floor(base * (0.75 + 0.5 * random()));
  return Math.min(longestMs, Math.max(retryAfterMs, backoff));
}
