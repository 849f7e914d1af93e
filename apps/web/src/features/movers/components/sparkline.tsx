import { sparklinePath } from '../model/sparkline';

const WIDTH = 64;
const HEIGHT = 20;

/** A tiny line of the fair price over the window (plain SVG: no chart library for 20 points). */
export function Sparkline({
  points,
  color,
}: {
  points: readonly number[];
  color: string;
}) {
  const d = sparklinePath(points, WIDTH, HEIGHT - 2);
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 -1 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Fair price ${points.map((p) => p.toFixed(2)).join(', ')}`}
      style={{ flex: 'none' }}
    >
      {d && <path d={d} fill="none" stroke={color} strokeWidth={1.5} />}
    </svg>
  );
}
