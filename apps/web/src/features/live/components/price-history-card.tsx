import { LineChartOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { serverMessage } from '../../../lib/api-error';
import { useLiveHistoryQuery } from '../api/live.api';
import { chartSeries } from '../model/chart-series';
import { PriceHistoryChart } from './price-history-chart';

/** The history reloads after price moves, at most this often. */
const HISTORY_RELOAD_MS = 5000;
const MAX_CHART_RUNNERS = 4;

/** Price history of the chosen runners with the fair price (GET /api/live/race/{id}/history). */
export function PriceHistoryCard({
  extRaceId,
  runnerOptions,
  chosen,
  onChoose,
  books,
  moves,
}: {
  extRaceId: string;
  runnerOptions: { value: number; label: string }[];
  chosen: number[];
  onChoose: (runners: number[]) => void;
  books: string[];
  /** Ticks with price moves so far: a change reloads the history. */
  moves: number;
}) {
  const { data, error, isFetching, refetch } = useLiveHistoryQuery(
    { extRaceId, runners: chosen, books },
    { skip: chosen.length === 0 },
  );
  const lastLoad = useRef(0);
  useEffect(() => {
    if (moves === 0 || chosen.length === 0) return;
    const wait = Math.max(0, lastLoad.current + HISTORY_RELOAD_MS - Date.now());
    const timer = setTimeout(() => {
      lastLoad.current = Date.now();
      void refetch();
    }, wait);
    return () => clearTimeout(timer);
  }, [moves, chosen.length, refetch]);
  const series = useMemo(() => (data ? chartSeries(data, Date.now()) : []), [data]);

  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <LineChartOutlined /> Price History {isFetching && <Spin size="small" />}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Select<number[]>
          aria-label="Chart runners"
          mode="multiple"
          placeholder="Choose runners to chart"
          value={chosen}
          options={runnerOptions}
          maxCount={MAX_CHART_RUNNERS}
          onChange={onChoose}
          style={{ width: '100%' }}
        />
        {error ? (
          <Alert type="error" showIcon title={serverMessage(error, 'Failed to load price history')} />
        ) : (
          data &&
          chosen.length > 0 && (
            <>
              <PriceHistoryChart series={series} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Step lines: each bookmaker&apos;s win price; dashed: the fair price.
                Choose bookmakers above to chart fewer lines.
              </Typography.Text>
            </>
          )
        )}
      </Flex>
    </Card>
  );
}
