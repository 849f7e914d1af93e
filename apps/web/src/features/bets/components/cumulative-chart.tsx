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
import type { CumulativePoint } from '../api/bet-types';

/**
 * Cumulative profit against cumulative expected profit, settled bets in settle order. Both lines
 * start from zero at `startAt` (the first bet's placing), so even one settled bet draws a line.
 */
export function CumulativeChart({
  points,
  startAt,
}: {
  points: readonly CumulativePoint[];
  startAt?: string;
}) {
  const { token } = theme.useToken();
  if (points.length === 0)
    return <Empty description="The chart starts with the first settled bet" />;
  const data = points.map((p) => ({ ...p, t: Date.parse(p.t) }));
  const origin = startAt === undefined ? NaN : Date.parse(startAt);
  if (origin < data[0].t)
    data.unshift({ t: origin, profit: 0, expectedProfit: 0 });
  return (
    <div data-testid="cumulative-chart" style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer>
        <LineChart
          data={data}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid
            stroke={token.colorBorderSecondary}
            strokeDasharray="3 3"
          />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(t: number) => dayjs(t).format('D MMM')}
            stroke={token.colorTextSecondary}
            fontSize={12}
          />
          <YAxis width={52} stroke={token.colorTextSecondary} fontSize={12} />
          <Tooltip
            labelFormatter={(t) => dayjs(Number(t)).format('D MMM h:mm A')}
            formatter={(value) => `$${Number(value).toFixed(2)}`}
            contentStyle={{
              background: token.colorBgElevated,
              borderColor: token.colorBorder,
              color: token.colorText,
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line
            name="Profit"
            dataKey="profit"
            type="linear"
            dot={false}
            isAnimationActive={false}
            stroke={token.colorPrimary}
            strokeWidth={2}
          />
          <Line
            name="Expected profit"
            dataKey="expectedProfit"
            type="linear"
            dot={false}
            isAnimationActive={false}
            stroke={token.colorTextSecondary}
            strokeDasharray="6 4"
            strokeWidth={2}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
