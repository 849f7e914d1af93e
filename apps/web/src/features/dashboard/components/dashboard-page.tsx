import { hasActiveFilters } from '@overlay/domain';
import type { FilterState, SortField } from '@overlay/domain';
import type { BettingSettings, NotificationSettings } from '@overlay/contracts';
import { Card, Collapse, Flex, Segmented, Typography } from 'antd';
import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useToast } from '../../../components/ui/toast';
import { eventStream } from '../../../lib/sse';
import {
  dashboardApi,
  opportunitiesArgs,
  useCoverageQuery,
  useLazyPingQuery,
  useRefreshMutation,
  useAdminRefreshMutation,
} from '../api/dashboard.api';
import { NO_STALE_RACES } from '../api/dashboard.api';
import type { DashboardRow } from '../api/dashboard.api';
import { useDashboardQuery } from '../hooks/use-dashboard-query';
import { useOpportunityRows } from '../hooks/use-opportunity-rows';
import { useDesktopNotifications } from '../hooks/use-desktop-notifications';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useNow } from '../hooks/use-now';
import {
  isStaleRow,
  nextSort,
  searchRows,
  sortRows,
} from '../model/dashboard-view';
import type { DebugCalcArgs } from '../api/debug.api';
import { DashboardHeader } from './dashboard-header';
import { FeedNotice } from './feed-notice';
import { FilterPanel } from './filter-panel';
import {
  DebugDialog,
  OpportunitiesTable,
  OpportunityCards,
  preloadRowsView,
  WIDE_SCREEN_QUERY,
} from './lazy-parts';
import { EmptyState, ErrorState, LoadingState } from './page-states';
import { MoversSection } from './movers-section';
import { SearchBox } from './search-box';
import { StaleRacesNotice } from './stale-races-notice';
import { StatCards } from './stat-cards';
import { useAppDispatchLike } from '../hooks/use-dispatch';
import { useFilterState } from '../hooks/use-filter-state';
import { useStableCallback } from '../hooks/use-stable-callback';
import { TIMING } from '../../../config/timing';

const DATA_TOAST_GAP_MS = 60_000;

/** The Dashboard (docs/product.md §2): header, statistic cards, filters, search and the opportunities. */

export function DashboardPage({
  isAdmin,
  notificationSettings,
  bettingSettings,
  onLogBet,
  moversPanel,
  headerExtra,
}: {
  isAdmin: boolean;
  /** The user's desktop-notification settings, composed in by the route. */
  notificationSettings?: NotificationSettings;
  /** The user's bankroll and Kelly settings (betting-settings), for each row's suggested stake. */
  bettingSettings?: BettingSettings;
  /** Opens the bets feature's "Log bet" dialog for a row, composed in by the route. */
  onLogBet?: (row: DashboardRow) => void;
  /** The steamers and drifters panel (movers feature), composed in by the route. */
  moversPanel?: ReactNode;
  /** Drawn in the header beside Refresh: the saved views dropdown (alerts feature), composed in by the route. */
  headerExtra?: ReactNode;
}) {
  const { query, known, fairMethod, update, reset } = useDashboardQuery();
  const nowMs = useNow();
  const toast = useToast();
  const dispatch = useAppDispatchLike();
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [compact, setCompact] = useState(false);
  useEffect(() => preloadRowsView(wide), [wide]);
  // Search and sort work on the loaded rows ('N opportunities (filtered from M)'), so neither is
  // a server argument: a keystroke or a header click must neither refetch nor change M.
  const args = useMemo(
    () => opportunitiesArgs(query, known, fairMethod),
    [query, known, fairMethod],
  );
  const opportunities = useOpportunityRows(args, query);
  const { data: coverage } = useCoverageQuery();
  const [ping, setPing] = useState<
    { ok: boolean; status: string } | 'error' | null
  >(null);
  const [triggerPing] = useLazyPingQuery();
  const [refresh, { isLoading: refreshing }] = useRefreshMutation();
  const [adminRefresh] = useAdminRefreshMutation();
  // Callbacks that keep their identity (useStableCallback), so the memoised table, cards, search
  // box, filter panel and header are not re-rendered by a render that changes nothing of theirs.
  const applySearch = useStableCallback((q: string) =>
    update({ q }, { replace: true }),
  );
  const clearSearch = useStableCallback(() => applySearch(''));

  // Spec §4: a data_refresh shows 'Data updated', at most once a minute.
  const lastToast = useRef(0);
  useEffect(
    () =>
      eventStream.subscribe((message) => {
        if (message.type !== 'data_refresh') return;
        if (Date.now() - lastToast.current < DATA_TOAST_GAP_MS) return;
        lastToast.current = Date.now();
        toast({ title: 'Data updated', background: true });
      }),
    [toast],
  );

  const rows = useMemo(
    () => opportunities.data?.opportunities ?? [],
    [opportunities.data],
  );
  // Notified of the whole set only: the first page's rows are not the first load's (issue #23).
  const allRows = useMemo(
    () => opportunities.full.data?.opportunities ?? [],
    [opportunities.full.data],
  );
  // Sorted once per data version and sort; a search only filters that order.
  const sorted = useMemo(
    () => sortRows(rows, query.sortBy, query.sortDir),
    [rows, query.sortBy, query.sortDir],
  );
  const shown = useMemo(() => searchRows(sorted, query.q), [sorted, query.q]);
  useDesktopNotifications(allRows, notificationSettings);
  const staleBooks = useMemo(
    () =>
      new Set(
        Object.entries(coverage?.books ?? {})
          .filter(([, c]) => c.stale)
          .map(([name]) => name),
      ),
    [coverage],
  );
  const isStale = useCallback(
    (row: DashboardRow) => isStaleRow(row, staleBooks),
    [staleBooks],
  );
  const onSort = useStableCallback((field: SortField) =>
    update(nextSort(query, field)),
  );
  const filterState = useFilterState(query);
  const onFilterChange = useStableCallback((change: Partial<FilterState>) =>
    update(change),
  );
  const onReset = useStableCallback(reset);
  const [debugTarget, setDebugTarget] = useState<DebugCalcArgs | null>(null);
  const [debugRow, setDebugRow] = useState<DashboardRow | null>(null);
  // Mounted from the first open on, so closing keeps the dialog's exit animation.
  const [debugOpened, setDebugOpened] = useState(false);
  const onDebug = useCallback((row: DashboardRow) => {
    setDebugOpened(true);
    setDebugRow(row);
    setDebugTarget({
      extRaceId: row.extRaceId,
      runnerNumber: row.runnerNumber,
      fairMethod,
    });
  }, [fairMethod]);

  const testConnection = useStableCallback(async () => {
    try {
      setPing(await triggerPing().unwrap());
    } catch {
      setPing('error');
    }
  });
  useEffect(() => void testConnection(), [testConnection]);

  const forceRefresh = useStableCallback(async () => {
    try {
      await adminRefresh().unwrap();
      toast({ title: 'Data refresh triggered' });
      setTimeout(
        () =>
          dispatch(
            dashboardApi.util.invalidateTags(['Opportunities', 'Coverage']),
          ),
        TIMING.forceRefreshRefetchMs,
      );
    } catch (error) {
      toast({
        title: 'Refresh failed',
        description:
          (error as { message?: string }).message ||
          'Failed to trigger data refresh',
        variant: 'destructive',
      });
    }
  });
  const plainRefresh = useStableCallback(async () => {
    try {
      await refresh().unwrap();
    } catch (error) {
      toast({
        title: 'Refresh failed',
        description:
          (error as { message?: string }).message ||
          'Failed to trigger data refresh',
        variant: 'destructive',
      });
    }
  });

  const onRefresh = useStableCallback(() => void plainRefresh());
  const onForceRefresh = useStableCallback(() => void forceRefresh());
  const onTestConnection = useStableCallback(() => void testConnection());

  const filters = (
    <FilterPanel
      filters={filterState}
      known={known}
      onChange={onFilterChange}
      onReset={onReset}
    />
  );
  let body;
  if (opportunities.isLoading) body = <LoadingState />;
  else if (opportunities.full.isError)
    body = (
      <ErrorState
        message={
          (opportunities.full.error as { message?: string } | undefined)
            ?.message
        }
        onRetry={() => void opportunities.full.refetch()}
      />
    );
  else if (rows.length === 0)
    body = (
      <EmptyState
        filtersActive={hasActiveFilters(query, known)}
        onClear={reset}
      />
    );
  else
    body = (
      // Until the rows view's chunk is in (preloaded at mount, so rarely), the loading state stays.
      <Suspense fallback={<LoadingState />}>
        <Card size="small" styles={{ body: { padding: wide ? 12 : 8 } }}>
          <Flex
            wrap
            gap={8}
            align="center"
            justify="space-between"
            style={{ marginBottom: 8 }}
          >
            <Typography.Text strong data-testid="row-count">
              {opportunities.partial && query.q === '' && 'Top '}
              {shown.length} opportunities
              {opportunities.partial && (
                <Typography.Text type="secondary"> (loading all)</Typography.Text>
              )}
              {query.q !== '' && (
                <Typography.Text type="secondary">
                  {' '}
                  (filtered from {rows.length})
                </Typography.Text>
              )}
            </Typography.Text>
            <Flex
              gap={8}
              wrap
              style={{ flex: '1 1 240px', justifyContent: 'flex-end' }}
            >
              <SearchBox applied={query.q} onApply={applySearch} />
              {wide && (
                <Segmented
                  aria-label="Density"
                  options={['Comfortable', 'Compact']}
                  value={compact ? 'Compact' : 'Comfortable'}
                  onChange={(v) => setCompact(v === 'Compact')}
                />
              )}
            </Flex>
          </Flex>
          {shown.length === 0 ? (
            <Typography.Paragraph
              type="secondary"
              style={{ padding: 24, textAlign: 'center' }}
            >
              No matches for &quot;{query.q}&quot; —{' '}
              <Typography.Link onClick={clearSearch}>
                clear search
              </Typography.Link>
            </Typography.Paragraph>
          ) : wide ? (
            <OpportunitiesTable
              rows={shown}
              nowMs={nowMs}
              compact={compact}
              sortBy={query.sortBy}
              sortDir={query.sortDir}
              isStale={isStale}
              onSort={onSort}
              onDebug={onDebug}
              onLogBet={onLogBet}
              bettingSettings={bettingSettings}
            />
          ) : (
            <OpportunityCards
              rows={shown}
              nowMs={nowMs}
              isStale={isStale}
              onDebug={onDebug}
              onLogBet={onLogBet}
              bettingSettings={bettingSettings}
            />
          )}
        </Card>
      </Suspense>
    );

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <title>Dashboard · Overlay</title>
      <DashboardHeader
        codes={filterState.raceCodes}
        withinMinutes={filterState.withinMinutes}
        lastUpdated={opportunities.data?.lastUpdated ?? null}
        marketAsOf={opportunities.data?.marketAsOf ?? null}
        fairPriceMethod={opportunities.data?.fairPriceMethod ?? null}
        nowMs={nowMs}
        ping={ping}
        isAdmin={isAdmin}
        refreshing={refreshing}
        onRefresh={onRefresh}
        onForceRefresh={onForceRefresh}
        onTestConnection={onTestConnection}
        extra={headerExtra}
      />
      <FeedNotice feed={coverage?.feed ?? null} />
      <StaleRacesNotice
        races={opportunities.data?.staleRaces ?? NO_STALE_RACES}
      />
      <StatCards rows={rows} partial={opportunities.partial} />
      {moversPanel && <MoversSection>{moversPanel}</MoversSection>}
      {debugOpened && (
        <Suspense fallback={null}>
          <DebugDialog
            target={debugTarget}
            onClose={() => setDebugTarget(null)}
            onLogBet={
              onLogBet && debugRow
                ? () => {
                    setDebugTarget(null);
                    onLogBet(debugRow);
                  }
                : undefined
            }
          />
        </Suspense>
      )}
      {wide ? (
        // Flex, not Row / Col: the grid's stylesheet (every span at every breakpoint) is 5 KB gzip
        // of the first load's CSS for two columns (issue #23). The widths Row gutter={12} with a
        // 260px Col gave: a 248 px sidebar, 12 px apart.
        <Flex gap={12}>
          <div style={{ flex: '0 0 248px' }}>
            <Card size="small" style={{ position: 'sticky', top: 140 }}>
              {filters}
            </Card>
          </div>
          <div style={{ flex: '1 1 auto', minWidth: 0 }}>{body}</div>
        </Flex>
      ) : (
        <>
          <Collapse
            size="small"
            items={[{ key: 'filters', label: 'Filters', children: filters }]}
          />
          {body}
        </>
      )}
    </Flex>
  );
}
