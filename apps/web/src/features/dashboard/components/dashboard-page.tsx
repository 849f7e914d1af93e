import type { FilterState, SortField } from '@overlay/domain';
import type { BettingSettings, NotificationSettings } from '@overlay/contracts';
import { Card, Collapse, Flex } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { MarketStaleBanner } from '../../../components/ui/market-stale-banner';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useNow } from '../../../lib/use-now';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { NO_STALE_RACES, opportunitiesArgs } from '../api/dashboard.api';
import type { DashboardRow } from '../api/dashboard.api';
import { useDashboardQuery } from '../hooks/use-dashboard-query';
import { useDataRefreshToasts } from '../hooks/use-data-refresh-toasts';
import { useDebugTarget } from '../hooks/use-debug-target';
import { useDesktopNotifications } from '../hooks/use-desktop-notifications';
import { useFilterState } from '../hooks/use-filter-state';
import { useHeaderActions } from '../hooks/use-header-actions';
import { useOpportunityRows } from '../hooks/use-opportunity-rows';
import { useShownRows } from '../hooks/use-shown-rows';
import { useStaleRecheck } from '../hooks/use-stale-recheck';
import { nextSort } from '../model/dashboard-view';
import { DashboardHeader } from './dashboard-header';
import { FilterPanel } from './filter-panel';
import { DebugDialog, preloadRowsView, WIDE_SCREEN_QUERY } from './lazy-parts';
import { matchedModeChange } from './matched-switch';
import { MoversSection } from './movers-section';
import { OpportunitiesBody } from './opportunities-body';
import { StaleRacesNotice } from './stale-races-notice';
import { StatCards } from './stat-cards';

/**
 * The Dashboard (docs/product.md §2): header, statistic cards, filters, search and the
 * opportunities. A composition: the address's query (useDashboardQuery), the rows
 * (useOpportunityRows, useShownRows), the header's actions, and the parts that draw them.
 */
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
  const { query, known, sources, fairMethod, commission, update, reset } = useDashboardQuery();
  const nowMs = useNow();
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [compact, setCompact] = useState(false);
  useEffect(() => preloadRowsView(wide), [wide]);
  // Search and sort work on the loaded rows, so neither is a server argument: a keystroke or a
  // header click must neither refetch nor change the count the search filters from.
  const args = useMemo(
    () => opportunitiesArgs(query, known, fairMethod, commission),
    [query, known, fairMethod, commission],
  );
  const opportunities = useOpportunityRows(args, query);
  const { rows, allRows, shown, isStale } = useShownRows(opportunities, query);
  // Callbacks that keep their identity (useStableCallback), so the memoised table, cards, search
  // box, filter panel and header are not re-rendered by a render that changes nothing of theirs.
  const applySearch = useStableCallback((q: string) => update({ q }, { replace: true }));
  const clearSearch = useStableCallback(() => applySearch(''));
  useDataRefreshToasts();
  useDesktopNotifications(allRows, notificationSettings);
  const onSort = useStableCallback((field: SortField) => update(nextSort(query, field)));
  const filterState = useFilterState(query);
  const onFilterChange = useStableCallback((change: Partial<FilterState>) => update(change));
  const onReset = useStableCallback(reset);
  const onMatched = useStableCallback((matched: boolean) => update(matchedModeChange(query, matched)));
  const debug = useDebugTarget(fairMethod, commission, bettingSettings);
  useStaleRecheck(opportunities.data?.marketFreshness?.staleAt ?? null);
  const header = useHeaderActions();

  const filters = (
    <FilterPanel
      filters={filterState}
      known={known}
      sources={sources}
      onChange={onFilterChange}
      onReset={onReset}
      matched={query.matched}
    />
  );
  const body = (
    <OpportunitiesBody
      opportunities={opportunities}
      rows={rows}
      shown={shown}
      query={query}
      known={known}
      onReset={reset}
      wide={wide}
      compact={compact}
      onCompact={setCompact}
      nowMs={nowMs}
      isStale={isStale}
      onSearch={applySearch}
      onClearSearch={clearSearch}
      onMatched={onMatched}
      onSort={onSort}
      onDebug={debug.onDebug}
      onLogBet={onLogBet}
      bettingSettings={bettingSettings}
    />
  );
  const debugRow = debug.row;

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
        ping={header.ping}
        isAdmin={isAdmin}
        refreshing={header.refreshing}
        onRefresh={header.onRefresh}
        onForceRefresh={header.onForceRefresh}
        onTestConnection={header.onTestConnection}
        extra={headerExtra}
      />
      <MarketStaleBanner freshness={opportunities.data?.marketFreshness} />
      {/* A stale market lists every race; its banner says so, and no race is hidden. */}
      <StaleRacesNotice
        races={
          opportunities.data?.marketFreshness?.stale
            ? NO_STALE_RACES
            : (opportunities.data?.staleRaces ?? NO_STALE_RACES)
        }
      />
      <StatCards rows={rows} partial={opportunities.partial} />
      {moversPanel && <MoversSection>{moversPanel}</MoversSection>}
      {debug.opened && (
        <Suspense fallback={null}>
          <DebugDialog
            target={debug.target}
            onClose={debug.close}
            onLogBet={
              onLogBet && debugRow
                ? () => {
                    debug.close();
                    onLogBet(debugRow);
                  }
                : undefined
            }
          />
        </Suspense>
      )}
      {wide ? (
        // Flex, not Row / Col: the grid's stylesheet (every span at every breakpoint) is 5 KB gzip
        // of the first load's CSS for two columns. The widths Row gutter={12} with a
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
          <Collapse size="small" items={[{ key: 'filters', label: 'Filters', children: filters }]} />
          {body}
        </>
      )}
    </Flex>
  );
}
