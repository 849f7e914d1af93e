/** Bounds of a numeric control: inclusive min/max and the step (docs/product.md §5). */
export interface NumericBound {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** Clamps `value` into [min, max] and snaps it to the bound's step grid (counted from min). */
export function snapToBound(value: number, bound: NumericBound): number {
  if (!Number.isFinite(value)) return bound.min;
  const clamped = Math.min(bound.max, Math.max(bound.min, value));
  const steps = Math.round((clamped - bound.min) / bound.step);
  // Round to 10 decimals so 0.1-style steps do not leave binary noise behind.
  return Math.min(
    bound.max,
    Number((bound.min + steps * bound.step).toFixed(10)),
  );
}
