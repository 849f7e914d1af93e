import type { BetFilters } from '@overlay/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readBetFilters, writeBetFilters } from '../model/bet-filters';

/** The bet log's filters, mirrored in the URL query so a filtered log can be shared or reloaded. */
export function useBetFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readBetFilters(search), [search]);
  const update = useCallback(
    (change: Partial<BetFilters>) =>
      setSearch(writeBetFilters({ ...readBetFilters(search), ...change }), {
        replace: true,
      }),
    [search, setSearch],
  );
  const reset = useCallback(
    () => setSearch(new URLSearchParams(), { replace: true }),
    [setSearch],
  );
  return { filters, update, reset };
}
