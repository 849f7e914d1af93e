import { Empty, theme } from 'antd';
import dayjs from 'dayjs';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartSeries } from '../model/chart-series';

/** Above this many lines the legend would bury the chart on a phone: the tooltip names them instead. */
const MAX_LEGEND_LINES = 8;

/** Price moves of the chosen runners per bookmaker (step lines) and their fair price (dashed). */
export function PriceHistoryChart({ series }: { series: ChartSeries[] }) {
  const { token } = theme.useToken();
  const palette = [
    token.colorPrimary,
    token.colorWarning,
    token.colorSuccess,
    token.colorError,
    token.colorInfo,
    token['purple-6'],
    token['cyan-6'],
    token['magenta-6'],
  ];
  if (series.every((line) => line.points.length === 0))
    return <Empty description="No price history yet" />;
  return (
    <div data-testid="price-chart" style={{ width: '100%', height: 300 }}>
      <ResponsiveContainer>
        <LineChart margin={{ top: 8, right: 24, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} strokeDasharray="3 3" />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(t: number) => dayjs(t).format('h:mm:ss')}
            stroke={token.colorTextSecondary}
            fontSize={12}
            // At 375 px the times ran into each other: keep a gap, drop the ticks that would touch.
            interval="preserveStartEnd"
            minTickGap={24}
            allowDuplicatedCategory={false}
          />
          <YAxis
            dataKey="price"
            domain={['auto', 'auto']}
            width={44}
            stroke={token.colorTextSecondary}
            fontSize={12}
          />
          <Tooltip
            labelFormatter={(t) => dayjs(Number(t)).format('h:mm:ss A')}
            formatter={(value) => Number(value).toFixed(2)}
            contentStyle={{
              background: token.colorBgElevated,
              borderColor: token.colorBorder,
              color: token.colorText,
            }}
          />
          {series.length <= MAX_LEGEND_LINES && <Legend wrapperStyle={{ fontSize: 12 }} />}
          {series.map((line, index) => (
            <Line
              key={line.key}
              name={line.label}
              data={line.points}
              dataKey="price"
              type="stepAfter"
              dot={false}
              isAnimationActive={false}
              stroke={line.fair ? token.colorText : palette[index % palette.length]}
              strokeDasharray={line.fair ? '6 4' : undefined}
              strokeWidth={line.fair ? 2 : 1.5}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
