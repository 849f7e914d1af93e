import { hasActiveFilters } from '@overlay/domain';
import type { OpportunitiesQuery, SortField } from '@overlay/domain';
import type { BettingSettings } from '@overlay/contracts';
import { Card, Typography } from 'antd';
import { Suspense } from 'react';
import { EarlyScreenGone } from '../../../first-screen/early-screen-gone';
import type { DashboardRow } from '../api/dashboard.api';
import type { useOpportunityRows } from '../hooks/use-opportunity-rows';
import { OpportunitiesTable, OpportunityCards } from './lazy-parts';
import { EmptyState, ErrorState, LoadingState } from './page-states';
import { RowsToolbar } from './rows-toolbar';

/**
 * The dashboard's rows and their states (docs/product.md §2): loading, error with retry, empty
 * (with 'clear filters' when any is set), or the toolbar over the table (wide screens) or the
 * cards (phones).
 */
export function OpportunitiesBody({
  opportunities,
  rows,
  shown,
  query,
  known,
  onReset,
  wide,
  compact,
  onCompact,
  nowMs,
  isStale,
  onSearch,
  onClearSearch,
  onMatched,
  onSort,
  onDebug,
  onLogBet,
  bettingSettings,
}: {
  opportunities: ReturnType<typeof useOpportunityRows>;
  rows: DashboardRow[];
  shown: DashboardRow[];
  query: OpportunitiesQuery;
  known: Parameters<typeof hasActiveFilters>[1];
  onReset: () => void;
  wide: boolean;
  compact: boolean;
  onCompact: (compact: boolean) => void;
  nowMs: number;
  isStale: (row: DashboardRow) => boolean;
  onSearch: (q: string) => void;
  onClearSearch: () => void;
  onMatched: (matched: boolean) => void;
  onSort: (field: SortField) => void;
  onDebug: (row: DashboardRow) => void;
  onLogBet?: (row: DashboardRow) => void;
  bettingSettings?: BettingSettings;
}) {
  if (opportunities.isLoading) return <LoadingState />;
  if (opportunities.full.isError)
    return (
      <>
        <EarlyScreenGone />
        <ErrorState
          message={(opportunities.full.error as { message?: string } | undefined)?.message}
          onRetry={() => void opportunities.full.refetch()}
        />
      </>
    );
  if (rows.length === 0)
    return (
      <>
        <EarlyScreenGone />
        <EmptyState filtersActive={hasActiveFilters(query, known)} onClear={onReset} />
      </>
    );
  const retention = opportunities.data?.retention;
  return (
    // Until the rows view's chunk is in (preloaded at mount, so rarely), the loading state stays.
    <Suspense fallback={<LoadingState />}>
      <Card size="small" styles={{ body: { padding: wide ? 12 : 8 } }}>
        {/* Commits with the rows view below (same boundary): the early first screen leaves as they come. */}
        <EarlyScreenGone />
        <RowsToolbar
          shown={shown.length}
          total={rows.length}
          partial={opportunities.partial}
          search={query.q}
          onSearch={onSearch}
          matched={query.matched}
          onMatched={onMatched}
          wide={wide}
          compact={compact}
          onCompact={onCompact}
        />
        {shown.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ padding: 24, textAlign: 'center' }}>
            No matches for &quot;{query.q}&quot; — <Typography.Link onClick={onClearSearch}>clear search</Typography.Link>
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
            matched={query.matched}
            retention={retention}
          />
        ) : (
          <OpportunityCards
            matched={query.matched}
            retention={retention}
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
}
