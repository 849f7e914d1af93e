import { skipToken } from '@reduxjs/toolkit/query';
import type { OpportunitiesQuery } from '@overlay/domain';
import { useMemo, useState } from 'react';
import { useOpportunitiesQuery } from '../api/dashboard.api';
import { FIRST_PAGE_ROWS, firstPageArgs } from '../model/opportunities-request';
import type { OpportunitiesArgs } from '../model/opportunities-request';
import { TIMING } from '../../../config/timing';

/**
 * The dashboard's opportunities: the whole set of its filters (polled, reloaded by the events)
 * and, until that has come once, the first screen's rows from a call of their own sent beside
 * it. The whole set is the larger reply by far (3.9 MB of JSON at 5,000 rows: seconds on a slow
 * line, tens of ms to parse); the first page is about 30 KB. `partial` says the rows are that first
 * page, cut short: counts over the whole set are not known yet.
 */
export function useOpportunityRows(
  args: OpportunitiesArgs,
  view: Pick<OpportunitiesQuery, 'sortBy' | 'sortDir' | 'q'>,
) {
  const full = useOpportunitiesQuery(args, {
    pollingInterval: TIMING.autoRefreshMs,
  });
  // The order and search the page opened with decide: a sort or search while the whole set is on
  // its way works on the first page's rows meanwhile (still `partial`), rather than dropping them
  // for the loading state.
  const [opening] = useState(() => ({
    sortBy: view.sortBy,
    sortDir: view.sortDir,
    q: view.q,
  }));
  const pageArgs = useMemo(
    () => firstPageArgs(args, opening),
    [args, opening],
  );
  // Only until the whole set has come once: later changes of filter keep the last rows on screen
  // while the new ones load, as before.
  const waiting = full.data === undefined && !full.isError;
  const page = useOpportunitiesQuery(
    waiting && pageArgs !== null ? pageArgs : skipToken,
  );
  // currentData: the first page of these filters, never one of filters left meanwhile.
  const early =
    waiting && pageArgs !== null ? page.currentData : undefined;
  // A first page shorter than asked for is the whole set already (the cut did not bite).
  const partial =
    early !== undefined && early.opportunities.length >= FIRST_PAGE_ROWS;
  return {
    full,
    data: early ?? full.data,
    partial,
    /** Nothing to draw yet: the loading state. */
    isLoading: full.isLoading && early === undefined,
  };
}
