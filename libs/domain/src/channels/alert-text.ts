import type { AlertMessage, AlertReason } from '../alerts/alert-delivery';
import { DIGEST_LINES } from '../alerts/delivery-pacing';
import { timeToJump, venueClock } from '../display/race-start';
import { shownDecimals } from '../display/shown-decimals';
import { retentionLabel } from '../hedge/retention-label';

const REASON_TITLES: Readonly<Record<AlertReason, string>> = {
  new: 'New value',
  ev_step: 'EV up',
  requalified: 'Back in value',
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
  const pct = shownDecimals(ev * 100, 1);
  return `${ev > 0 ? '+' : ''}${pct} %`;
}

/**
 * When the race starts, as the punter reads it (docs/product.md §4 "Start times"): the venue's
 * clock with its zone and the time to the jump at the moment of sending ('7:31 PM AWST, In 12
 * min'); the start in UTC only when the venue's time is unknown.
 */
export function alertStart(message: Pick<AlertMessage, 'startTime' | 'startTimeLocal'>, nowMs: number): string {
  const startMs = Date.parse(message.startTime);
  const clock = message.startTimeLocal ? venueClock(message.startTimeLocal) : null;
  const jump = Number.isFinite(startMs) ? timeToJump(startMs, nowMs) : null;
  const at = clock ?? `${message.startTime.slice(11, 16)} UTC`;
  return jump === null ? at : `${at}, ${jump.charAt(0).toLowerCase()}${jump.slice(1)}`;
}

/** "Sportsbet $3.20 · fair $2.90 · EV +10.3 %": the bet in one line. */
function betLine(message: AlertMessage): string {
  return `${message.bookmaker} $${message.price.toFixed(2)} · fair $${message.fairPrice.toFixed(2)} · EV ${evPercent(message.ev)}`;
}

/**
 * The alert's lines (docs/product.md, "Alert channels"): book and price, fair price, EV, the
 * promo and the retention its bonus bet counted at, the stake when there are any, the start. The link is left to each channel.
 */
export function alertLines(message: AlertMessage, nowMs: number): string[] {
  const lines = [betLine(message)];
  if (message.promo) lines.push(`Promo: ${message.promo}`);
  const retention = retentionLabel(message.retentionOrigin);
  if (retention) lines.push(retention);
  if (message.stake !== null) lines.push(`Stake: $${message.stake}`);
  lines.push(`Starts ${alertStart(message, nowMs)}`);
  return lines;
}

/** "7 new opportunities": the heading of a digest (docs/product.md §10, "Pacing"). */
export function digestTitle(count: number): string {
  return `${count} new ${count === 1 ? 'opportunity' : 'opportunities'}`;
}

/** One alert of a digest in one line: race, runner, bet and start. */
export function digestLine(message: AlertMessage, nowMs: number): string {
  return `R${message.raceNumber} ${message.venue} · ${message.runnerNumber}. ${message.runnerName} · ${betLine(message)} · ${alertStart(message, nowMs)}`;
}

/**
 * A digest's body: one line per alert (its link under it when `links`), at most `DIGEST_LINES`,
 * then how many more there are; the newest alerts last, as they came.
 */
export function digestLines(alerts: readonly AlertMessage[], nowMs: number, links: boolean): string[] {
  const lines: string[] = [];
  for (const message of alerts.slice(0, DIGEST_LINES)) {
    lines.push(`• ${digestLine(message, nowMs)}`);
    if (links) lines.push(`  ${message.url}`);
  }
  if (alerts.length > DIGEST_LINES) lines.push(`…and ${alerts.length - DIGEST_LINES} more in Overlay's alert history.`);
  return lines;
}

/** The alert history page, on the same site as an alert's own link. */
export function alertHistoryUrl(message: AlertMessage): string {
  try {
    return new URL('/alerts?tab=history', message.url).toString();
  } catch {
    return message.url;
  }
}
