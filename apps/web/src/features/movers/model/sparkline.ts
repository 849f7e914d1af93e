/**
 * An SVG path through the points, scaled into width × height (higher price = higher up, as on a
 * price chart). A flat series is drawn across the middle; fewer than two points draw nothing.
 */
export function sparklinePath(
  points: readonly number[],
  width: number,
  height: number,
): string {
  if (points.length < 2) return '';
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min;
  const step = width / (points.length - 1);
  const y = (v: number) =>
    span === 0 ? height / 2 : height - ((v - min) / span) * height;
  return points
    .map(
      (v, i) =>
        `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(1)},${y(v).toFixed(1)}`,
    )
    .join(' ');
}

/** '+12.5%' / '−8.0%' for a move already in %. */
export function movePct(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${Math.abs(value).toFixed(1)}%`;
}
