import { Flex, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import type { FlucsInstant, FlucsLine } from './flucs-series';

/**
 * The tooltip of the flucs chart: every drawn line's price at the instant under the pointer (the
 * chart's paths carry no data of their own, so the tooltip reads the series' instants).
 */
export function FlucsTooltip({
  active,
  payload,
  lines,
  colourOf,
}: {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  lines: readonly FlucsLine[];
  colourOf: (line: FlucsLine) => string;
}) {
  const { token } = theme.useToken();
  const instant = payload?.[0]?.payload as FlucsInstant | undefined;
  if (!active || !instant) return null;
  return (
    <div
      style={{
        background: token.colorBgElevated,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        padding: '6px 10px',
        fontSize: 12,
      }}
    >
      <Typography.Text strong style={{ fontSize: 12 }}>
        {dayjs(instant.t).format('h:mm:ss A')}
      </Typography.Text>
      {lines.map((line, index) => {
        const price = instant.prices[index];
        if (price === null || price === undefined) return null;
        return (
          <Flex key={line.key} gap={6} align="center">
            <span aria-hidden style={{ width: 10, height: 2, background: colourOf(line) }} />
            {/* Text in the theme's colour: a book's colour on this ground can fall below 4.5:1. */}
            <Typography.Text style={{ fontSize: 12 }}>
              {line.label}: {price.toFixed(2)}
            </Typography.Text>
          </Flex>
        );
      })}
    </div>
  );
}
