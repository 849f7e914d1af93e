import { Empty, Flex, Select, theme, Typography } from 'antd';
import type { FlucsResponse } from '@overlay/domain';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceArea,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { flucsSeries } from './flucs-series';

/** Above this many lines the legend would bury the chart on a phone: the picker names the books. */
const MAX_LEGEND_LINES = 8;
const HEIGHT = 300;
/** The width drawn before the box is measured (and where nothing is measured, as in jsdom). */
const INITIAL_WIDTH = 640;

/** The box's width as it resizes (a phone at 375 px gets a 375 px chart, not a scrolled 640). */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(INITIAL_WIDTH);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * Flucs (docs/product.md): each book's win price over the race's life as steps, the fair price
 * dashed, boosted spans shaded, and a book picker. Colours come from the theme, so dark mode reads.
 */
export function FlucsChart({ flucs }: { flucs: FlucsResponse }) {
  const { token } = theme.useToken();
  const [box, width] = useWidth();
  const [chosen, setChosen] = useState<string[]>([]);
  const series = useMemo(
    () => flucsSeries(flucs, chosen.length === 0 ? null : chosen),
    [flucs, chosen],
  );
  const palette = [
    token.colorPrimary,
    token.colorWarning,
    token.colorSuccess,
    token.colorError,
    token.colorInfo,
    token['purple-6'],
    token['cyan-6'],
    token['magenta-6'],
    token['lime-6'],
    token['orange-6'],
    token['geekblue-6'],
    token['gold-6'],
  ];
  const colourOf = new Map(
    series.books.map((book, index) => [book, palette[index % palette.length]]),
  );
  return (
    <Flex vertical gap={12}>
      <Select<string[]>
        aria-label="Chart bookmakers"
        mode="multiple"
        allowClear
        placeholder="All bookmakers"
        value={chosen}
        options={series.books.map((book) => ({ value: book, label: book }))}
        onChange={setChosen}
        style={{ width: '100%' }}
        maxTagCount="responsive"
      />
      {series.lines.every((line) => line.points.length === 0) ? (
        <Empty description="No price history yet" />
      ) : (
        <div
          ref={box}
          data-testid="flucs-chart"
          style={{ width: '100%', height: HEIGHT }}
        >
          <LineChart
            width={width}
            height={HEIGHT}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
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
              tickFormatter={(t: number) => dayjs(t).format('H:mm')}
              stroke={token.colorTextSecondary}
              fontSize={12}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis
              dataKey="price"
              domain={['auto', 'auto']}
              width={40}
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
              // Text in the theme's colour: a book's line colour on the tooltip's ground can
              // fall below 4.5:1 (axe: TabTouch's lime was 1.68).
              itemStyle={{ color: token.colorText }}
            />
            {series.lines.length <= MAX_LEGEND_LINES && (
              <Legend wrapperStyle={{ fontSize: 12 }} />
            )}
            {series.boosts.map((span) => (
              <ReferenceArea
                key={`${span.book}-${span.from}`}
                x1={span.from}
                x2={span.to}
                fill={colourOf.get(span.book)}
                fillOpacity={0.15}
                ifOverflow="hidden"
                label={{
                  value: `${span.book} boost`,
                  position: 'insideTop',
                  fontSize: 11,
                  fill: token.colorTextSecondary,
                }}
              />
            ))}
            {series.lines.map((line) => (
              <Line
                key={line.key}
                name={line.label}
                data={line.points}
                dataKey="price"
                type="stepAfter"
                dot={false}
                isAnimationActive={false}
                stroke={line.fair ? token.colorText : colourOf.get(line.key)}
                strokeDasharray={line.fair ? '6 4' : undefined}
                strokeWidth={line.fair ? 2 : 1.5}
              />
            ))}
          </LineChart>
        </div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Steps: each bookmaker&apos;s win price as stored; dashed: the fair
        price; shaded: a boosted price.
      </Typography.Text>
    </Flex>
  );
}
