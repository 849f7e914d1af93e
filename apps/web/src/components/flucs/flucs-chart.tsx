import { Empty, Flex, Select, theme, Typography } from 'antd';
import type { FlucsResponse } from '@overlay/contracts';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { FlucsLegend } from './flucs-legend';
import { FlucsPaths } from './flucs-paths';
import { boostLabels, flucsSeries } from './flucs-series';
import type { FlucsLine } from './flucs-series';
import { FlucsTooltip } from './flucs-tooltip';

/** Above this many lines the legend would bury the chart on a phone: the picker names the books. */
const MAX_LEGEND_LINES = 8;
const HEIGHT = 300;
/** A history shorter than this labels its time axis to the second. */
const SECONDS_TICKS_BELOW_MS = 15 * 60_000;
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
 * Recharts draws the axes, grid, spans and tooltip; the lines are one path each (FlucsPaths).
 */
export function FlucsChart({ flucs }: { flucs: FlucsResponse }) {
  const { token } = theme.useToken();
  const [box, width] = useWidth();
  const [chosen, setChosen] = useState<string[]>([]);
  const series = useMemo(
    () => flucsSeries(flucs, chosen.length === 0 ? null : chosen),
    [flucs, chosen],
  );
  const labels = useMemo(() => boostLabels(series.boosts), [series]);
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
  const bookColour = new Map(
    series.books.map((book, index) => [book, palette[index % palette.length]]),
  );
  const colourOf = (line: FlucsLine) =>
    line.fair ? token.colorText : (bookColour.get(line.key) ?? token.colorText);
  const extent = series.extent;
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
      {extent === null ? (
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
            data={series.instants}
            // Half the last time label's width on the right, or '3:39:18' is cut to '3:39:1' (375 px).
            margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
          >
            <CartesianGrid
              stroke={token.colorBorderSecondary}
              strokeDasharray="3 3"
            />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={[extent.from, extent.to]}
              allowDataOverflow
              // Seconds when the history is short (a race just listed): else every tick says the same minute.
              tickFormatter={(t: number) =>
                dayjs(t).format(extent.to - extent.from < SECONDS_TICKS_BELOW_MS ? 'H:mm:ss' : 'H:mm')
              }
              stroke={token.colorTextSecondary}
              fontSize={12}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis
              type="number"
              domain={[extent.low, extent.high]}
              allowDataOverflow
              width={40}
              stroke={token.colorTextSecondary}
              fontSize={12}
            />
            {series.boosts.map((span, i) => (
              <ReferenceArea
                key={`${span.book}-${span.from}`}
                x1={span.from}
                x2={span.to}
                fill={bookColour.get(span.book)}
                fillOpacity={0.15}
                ifOverflow="hidden"
                label={
                  labels[i] === null
                    ? undefined
                    : {
                        value: labels[i],
                        position: 'insideTop',
                        fontSize: 11,
                        fill: token.colorTextSecondary,
                      }
                }
              />
            ))}
            <FlucsPaths
              lines={series.lines}
              extent={extent}
              styleOf={(line) => ({ stroke: colourOf(line), dashed: line.fair })}
            />
            {/* Carries the instants for the tooltip; drawn by nobody. */}
            <Line
              dataKey="anchor"
              stroke="none"
              dot={false}
              activeDot={false}
              legendType="none"
              isAnimationActive={false}
            />
            <Tooltip
              content={(props) => (
                <FlucsTooltip
                  active={props.active}
                  payload={props.payload}
                  lines={series.lines}
                  colourOf={colourOf}
                />
              )}
            />
          </LineChart>
        </div>
      )}
      {extent !== null && series.lines.length <= MAX_LEGEND_LINES && (
        <FlucsLegend lines={series.lines} colourOf={colourOf} />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Steps: each bookmaker&apos;s win price as stored; dashed: the fair
        price; shaded: a boosted price.
      </Typography.Text>
    </Flex>
  );
}
