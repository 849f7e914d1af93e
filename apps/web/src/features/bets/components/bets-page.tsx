import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../../../components/ui/toast';
import type { Bet } from '../api/bet-types';
import {
  betsCsvUrl,
  useBetSummaryQuery,
  useBetsInfiniteQuery,
  useDeleteBetMutation,
} from '../api/bets.api';
import { useBetFilters } from '../hooks/use-bet-filters';
import { hasBetFilters, toApiFilters } from '../model/bet-filters';
import { downloadUrl } from '../model/download-url';
import { BetFiltersBar } from './bet-filters-bar';
import { BetSummaryCards } from './bet-summary-cards';
import { BetsTable } from './bets-table';
import { CumulativeChart } from './cumulative-chart';
import { EditBetDialog } from './edit-bet-dialog';

/**
 * Bet Log: the user's bets with CLV and results, their summary and its chart. The
 * table loads page by page as it scrolls (docs/architecture.md §5, keyset pages); the summary, the chart and the CSV export
 * cover every bet under the filters, computed or streamed by the api.
 */
export function BetsPage({ dashboardHref }: { dashboardHref: string }) {
  const { filters, update, reset } = useBetFilters();
  const apiFilters = useMemo(() => toApiFilters(filters), [filters]);
  const bets = useBetsInfiniteQuery(apiFilters);
  const summary = useBetSummaryQuery(apiFilters);
  const [deleteBet] = useDeleteBetMutation();
  const [editing, setEditing] = useState<Bet | null>(null);
  const toast = useToast();
  const rows = useMemo(
    () => bets.data?.pages.flatMap((page) => page.bets) ?? [],
    [bets.data],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = bets;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const filtered = hasBetFilters(filters);

  const onDelete = async (bet: Bet) => {
    try {
      await deleteBet(bet.id).unwrap();
      toast({ title: 'Bet deleted', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Could not delete the bet',
        description: (error as { message?: string }).message,
        variant: 'destructive',
      });
    }
  };
  const onExport = () => downloadUrl(betsCsvUrl(apiFilters));

  const loaded = !bets.isLoading && !bets.isError;
  const empty = loaded && rows.length === 0;
  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <title>Bet Log · Overlay</title>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        Bet Log
      </Typography.Title>
      <Card size="small">
        <BetFiltersBar
          filters={filters}
          onChange={update}
          onReset={reset}
          onExport={onExport}
          exportDisabled={rows.length === 0}
        />
      </Card>
      {bets.isError && (
        <Alert
          type="error"
          title="Could not load the bets"
          description={
            (bets.error as { message?: string } | undefined)?.message
          }
          action={
            <Button onClick={() => void bets.refetch()}>Try again</Button>
          }
        />
      )}
      {empty ? (
        <Card>
          <Empty
            description={
              filtered
                ? 'No bets match these filters'
                : 'No bets logged yet: log one from a dashboard row'
            }
          >
            {filtered ? (
              <Button onClick={reset}>Clear filters</Button>
            ) : (
              <Link to={dashboardHref}>Go to the dashboard</Link>
            )}
          </Empty>
        </Card>
      ) : (
        <>
          {summary.data && <BetSummaryCards summary={summary.data} />}
          <Card size="small" title="Cumulative profit vs expected profit">
            <CumulativeChart
              points={summary.data?.cumulative ?? []}
              startAt={summary.data?.firstPlacedAt ?? undefined}
            />
          </Card>
          <Card size="small" styles={{ body: { padding: 8 } }}>
            <BetsTable
              bets={rows}
              loading={bets.isFetching && rows.length === 0}
              loadingMore={isFetchingNextPage}
              onEndReached={onEndReached}
              onEdit={setEditing}
              onDelete={(bet) => void onDelete(bet)}
            />
          </Card>
        </>
      )}
      <EditBetDialog bet={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
