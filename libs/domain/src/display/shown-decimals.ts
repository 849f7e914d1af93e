/** `value` to `decimals` places, half away from zero (a loss and the gain it mirrors round alike). */
export function roundedTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return value < 0 ? -Math.round(-value * scale) / scale : Math.round(value * scale) / scale;
}

/**
 * A figure as a screen or a message shows it, `decimals` places, half away from zero, after
 * snapping it to a millionth as the opportunities reply does (roundedTo(…, 6), docs/architecture.md
 * §5) while the debug view, alerts and notifications hold the full double: 0.35 × 0.75 × 100 is
 * 26.249999… there but 26.25 on the wire. Snapped first, every place shows +26.3 % alike.
 */
export function shownDecimals(value: number, decimals = 1): string {
  const snapped = roundedTo(Math.abs(value), 6);
  const scale = 10 ** decimals;
  const shown = (Math.round(snapped * scale + 1e-9) / scale).toFixed(decimals);
  return value < 0 && Number(shown) !== 0 ? `-${shown}` : shown;
}
