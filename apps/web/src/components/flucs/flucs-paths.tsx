import { useId, useMemo } from 'react';
import { usePlotArea, useXAxisScale, useYAxisScale } from 'recharts';
import type { FlucsLine, FlucsSeries } from './flucs-series';

/** Pixels per unit of time and of price: the chart's axes are linear over explicit domains. */
export interface Mapping {
  x0: number;
  t0: number;
  xPerMs: number;
  y0: number;
  p0: number;
  yPerPrice: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A step line (a price holds until the next): horizontal then vertical moves only, to 0.1 px. */
export function stepPath(points: readonly { t: number; price: number }[], m: Mapping): string {
  let d = '';
  let lastY = 0;
  for (let i = 0; i < points.length; i++) {
    const x = round1(m.x0 + (points[i].t - m.t0) * m.xPerMs);
    const y = round1(m.y0 + (points[i].price - m.p0) * m.yPerPrice);
    d += i === 0 ? `M${x},${y}` : `L${x},${lastY}L${x},${y}`;
    lastY = y;
  }
  return d;
}

/** The mapping of two points of each axis scale (4 calls, not 16,000 through d3). */
function mappingOf(
  x: (value: unknown) => number | undefined,
  y: (value: unknown) => number | undefined,
  extent: { from: number; to: number; low: number; high: number },
): Mapping | null {
  const [xa, xb, ya, yb] = [x(extent.from), x(extent.to), y(extent.low), y(extent.high)];
  if (xa === undefined || xb === undefined || ya === undefined || yb === undefined) return null;
  return {
    x0: xa,
    t0: extent.from,
    xPerMs: (xb - xa) / (extent.to - extent.from),
    y0: ya,
    p0: extent.low,
    yPerPrice: (yb - ya) / (extent.high - extent.low),
  };
}

export interface FlucsPathStyle {
  stroke: string;
  dashed: boolean;
}

/**
 * Every line of the chart as one SVG path each, drawn from the chart's own axis scales. Recharts'
 * `<Line>`s took 890 ms to draw 17 books and a day (bench flucs-draw, Chromium); the paths are
 * built once per plot size, however often Recharts renders its children while it lays out.
 */
export function FlucsPaths({
  lines,
  extent,
  styleOf,
}: {
  lines: readonly FlucsLine[];
  extent: NonNullable<FlucsSeries['extent']>;
  styleOf: (line: FlucsLine) => FlucsPathStyle;
}) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  const area = usePlotArea();
  const clipId = `flucs-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const mapping = x && y && area ? mappingOf(x, y, extent) : null;
  const key = mapping && `${mapping.x0},${mapping.xPerMs},${mapping.y0},${mapping.yPerPrice}`;
  const paths = useMemo(
    () => (mapping ? lines.map((line) => stepPath(line.points, mapping)) : []),
    // The mapping is rebuilt on every render; its figures (the key) say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lines, key],
  );
  if (!mapping || !area) return null;
  return (
    <g className="flucs-lines">
      <defs>
        <clipPath id={clipId}>
          <rect x={area.x} y={area.y} width={area.width} height={area.height} />
        </clipPath>
      </defs>
      {lines.map((line, index) => {
        const { stroke, dashed } = styleOf(line);
        return (
          <g key={line.key} className="flucs-line" data-line={line.key}>
            <path
              className="flucs-line-curve"
              d={paths[index]}
              fill="none"
              stroke={stroke}
              strokeWidth={dashed ? 2 : 1.5}
              strokeDasharray={dashed ? '6 4' : undefined}
              clipPath={`url(#${clipId})`}
            />
          </g>
        );
      })}
    </g>
  );
}
