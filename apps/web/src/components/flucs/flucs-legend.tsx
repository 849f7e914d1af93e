import { Flex, Typography } from 'antd';
import type { FlucsLine } from './flucs-series';

/** Each drawn line's name beside a sample of its stroke (dashed for the fair price). */
export function FlucsLegend({
  lines,
  colourOf,
}: {
  lines: readonly FlucsLine[];
  colourOf: (line: FlucsLine) => string;
}) {
  return (
    <Flex wrap gap={12} justify="center" data-testid="flucs-legend">
      {lines.map((line) => (
        <Flex key={line.key} gap={4} align="center">
          <svg width={18} height={6} aria-hidden>
            <line
              x1={0}
              y1={3}
              x2={18}
              y2={3}
              stroke={colourOf(line)}
              strokeWidth={2}
              strokeDasharray={line.fair ? '6 4' : undefined}
            />
          </svg>
          <Typography.Text style={{ fontSize: 12 }}>{line.label}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
