import type { BetResult } from '../api/bet-types';

/** Dollars with cents and a sign for profits ('+$12.50', '−$3.00'). */
export function money(value: number | null, signed = false): string {
  if (value === null) return '—';
  const text = `$${Math.abs(value).toFixed(2)}`;
  if (value < 0) return `−${text}`;
  return signed && value > 0 ? `+${text}` : text;
}

/** A fraction as a percentage with one decimal and its sign (0.034 → '+3.4%'). */
export function fractionPct(value: number | null): string {
  if (value === null) return '—';
  const pct = value * 100;
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct).toFixed(1)}%`;
}

/** An EV already in % (5 = +5%). */
export function evPct(value: number | null): string {
  return value === null ? '—' : fractionPct(value / 100);
}

export const RESULT_TAG: Record<BetResult, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'default' },
  won: { label: 'Won', color: 'green' },
  dead_heat: { label: 'Dead heat', color: 'cyan' },
  refund: { label: 'Refund', color: 'gold' },
  lost: { label: 'Lost', color: 'red' },
  void: { label: 'Void', color: 'default' },
};

/** Green for gains, red for losses, nothing for zero or unknown. */
export function signTone(
  value: number | null,
): 'success' | 'danger' | undefined {
  if (value === null || value === 0) return undefined;
  return value > 0 ? 'success' : 'danger';
}
