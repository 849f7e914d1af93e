import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every interval, so relative times and freshness move on. `null`
 * keeps no timer (a caller that is handed its parent's clock, like each dashboard row).
 */
export function useNow(intervalMs: number | null = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
