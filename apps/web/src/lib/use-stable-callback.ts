import { useCallback, useRef } from 'react';

/**
 * A callback whose identity never changes but which always runs the latest `fn`: memoised
 * children (filter panel, header, table) then skip the renders a URL change (a sort, a keystroke)
 * would otherwise give them through a new closure.
 */
export function useStableCallback<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: Args) => latest.current(...args), []);
}
