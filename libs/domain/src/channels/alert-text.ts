import type { AlertMessage, AlertReason } from '../alerts/alert-delivery';

const REASON_TITLES: Readonly<Record<AlertReason, string>> = {
  new: 'New value',
  ev_step: 'EV up',
  price_change: 'Price change',
  scratching: 'Scratching',
  test: 'Test alert',
};

/** "R3 Randwick · 4. Fast Horse": the race and runner, as every channel names them. */
export function alertTitle(message: AlertMessage): string {
  return `${REASON_TITLES[message.reason]}: R${message.raceNumber} ${message.venue} · ${message.runnerNumber}. ${message.runnerName}`;
}

/** EV is a fraction (0.12 = 12 %); shown with one decimal and its sign. */
export function evPercent(ev: number): string {
  const pct = (ev * 100).toFixed(1);
  return `${ev > 0 ? '+' : ''}${pct} %`;
}

/**
 * The alert's lines (docs/product.md, "Alert channels"): book and price, fair price, EV, the
 * promo and stake when there are any, the start time. The link is left to each channel.
 */
export function alertLines(message: AlertMessage): string[] {
  const lines = [
    `${message.bookmaker} $${message.price.toFixed(2)} · fair $${message.fairPrice.toFixed(2)} · EV ${evPercent(message.ev)}`,
  ];
  if (message.promo) lines.push(`Promo: ${message.promo}`);
  if (message.stake !== null) lines.push(`Stake: $${message.stake}`);
  lines.push(`Starts ${message.startTime}`);
  return lines;
}
