import { COMMISSION_PARAM, defaultOpportunitiesQuery, FAIR_METHOD_PARAM } from '@overlay/domain';
import type { OpportunitiesQuery } from '@overlay/domain';
import type { CatalogueSource } from '@overlay/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActiveBookmakersQuery } from '../api/dashboard.api';
import {
  knownBookmakers,
  readDashboardQuery,
  readCommission,
  readFairMethod,
  writeDashboardQuery,
} from '../model/dashboard-query';

const NO_SOURCES: readonly CatalogueSource[] = [];

/**
 * The dashboard's state lives in the address: every change pushes a history entry, so a reload
 * or a shared link restores the view and Back/Forward walk filter changes.
 */
export function useDashboardQuery() {
  const [params, setParams] = useSearchParams();
  const { data: catalogue } = useActiveBookmakersQuery();
  const address = params.toString();
  const listed = params.get('bookmakers');
  const known = useMemo(() => knownBookmakers(catalogue?.bookmakers, listed), [catalogue, listed]);
  const sources = catalogue?.sources ?? NO_SOURCES;
  // A change is drawn at once, in the click's or keystroke's own (urgent) render, ahead of the
  // address: React Router applies address changes as a transition, which re-sorted 5,000 rows
  // later than the click. Dropped as soon as the address moves (the change landing, Back/Forward,
  // a link), so the address stays the one source of the view.
  const [ahead, setAhead] = useState<{ from: string; to: string } | null>(null);
  if (ahead !== null && ahead.from !== address) setAhead(null);
  const search = ahead !== null && ahead.from === address ? ahead.to : address;
  const query = useMemo(
    () => readDashboardQuery(search, known),
    [search, known],
  );
  const fairMethod = useMemo(() => readFairMethod(search), [search]);
  const commission = useMemo(() => readCommission(search), [search]);

  const update = useCallback(
    (change: Partial<OpportunitiesQuery>, options?: { replace?: boolean }) => {
      const next = new URLSearchParams(
        writeDashboardQuery({ ...query, ...change }, known),
      );
      // The fair-price method is not a filter: a filter change keeps it.
      if (fairMethod !== null) next.set(FAIR_METHOD_PARAM, fairMethod);
      // Nor is the commission the rows are hedged at (docs/ev-model.md §10).
      if (commission !== null) next.set(COMMISSION_PARAM, String(commission));
      setAhead({ from: address, to: next.toString() });
      setParams(next, { replace: options?.replace === true });
    },
    [query, known, address, setParams, fairMethod, commission],
  );

  /** docs/product.md §4 Reset: every filter to its default, and on the dashboard search and race_id cleared. */
  const reset = useCallback(() => {
    const d = defaultOpportunitiesQuery(known);
    // The Matched mode is a view, not a filter: Reset keeps it.
    update({
      ...d,
      sortBy: query.sortBy,
      sortDir: query.sortDir,
      matched: query.matched,
    });
  }, [known, update, query.sortBy, query.sortDir, query.matched]);

  return { query, known, sources, fairMethod, commission, update, reset };
}
