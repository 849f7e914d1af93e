import { useEffect } from 'react';
import { TIMING } from '../../../config/timing';
import { useAppDispatchLike } from '../../../lib/use-thunk-dispatch';
import { dashboardApi } from '../api/dashboard.api';

/**
 * A fresh market turns stale at its staleAt if nothing is heard meanwhile, with no new data to
 * say so: the rows are asked for again then (docs/ev-model.md §1).
 */
export function useStaleRecheck(staleAt: string | null): void {
  const dispatch = useAppDispatchLike();
  useEffect(() => {
    if (staleAt === null) return;
    const timer = setTimeout(
      () => dispatch(dashboardApi.util.invalidateTags(['Opportunities'])),
      Math.max(0, Date.parse(staleAt) - Date.now()) + TIMING.staleRecheckMs,
    );
    return () => clearTimeout(timer);
  }, [staleAt, dispatch]);
}
