import type { OpportunitiesQuery } from '@overlay/domain';
import { useCallback, useMemo } from 'react';
import { useCoverageQuery } from '../api/dashboard.api';
import type { DashboardRow } from '../api/dashboard.api';
import { isStaleRow, searchRows, sortRows } from '../model/dashboard-view';
import type { useOpportunityRows } from './use-opportunity-rows';

const NO_ROWS: DashboardRow[] = [];

/**
 * The rows the page draws: the loaded rows sorted once per data version and sort, a search only
 * filtering that order ('N opportunities (filtered from M)'), so neither is a server argument;
 * the whole set apart, for the desktop notifications (the first page's rows are not the first
 * load's, docs/product.md §2); and whether a row's book is stale by the coverage reply.
 */
export function useShownRows(
  opportunities: ReturnType<typeof useOpportunityRows>,
  query: Pick<OpportunitiesQuery, 'sortBy' | 'sortDir' | 'q'>,
) {
  const rows = opportunities.data?.opportunities ?? NO_ROWS;
  const allRows = opportunities.full.data?.opportunities ?? NO_ROWS;
  const sorted = useMemo(() => sortRows(rows, query.sortBy, query.sortDir), [rows, query.sortBy, query.sortDir]);
  const shown = useMemo(() => searchRows(sorted, query.q), [sorted, query.q]);
  const { data: coverage } = useCoverageQuery();
  const staleBooks = useMemo(
    () =>
      new Set(
        Object.entries(coverage?.books ?? {})
          .filter(([, c]) => c.stale)
          .map(([name]) => name),
      ),
    [coverage],
  );
  const isStale = useCallback((row: DashboardRow) => isStaleRow(row, staleBooks), [staleBooks]);
  return { rows, allRows, shown, isStale };
}
