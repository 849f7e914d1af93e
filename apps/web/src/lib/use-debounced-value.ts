import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (docs/product.md §9: 250 ms in the promo screens). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
