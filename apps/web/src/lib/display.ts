import { shownDecimals } from '@overlay/domain';
import type { FairPriceSource } from '@overlay/domain';

export type Freshness = 'fresh' | 'aging' | 'stale';

/** Freshness helper (docs/product.md §9): under 60 s fresh, over 300 s stale, aging between; ages in ms. */
export function freshness(
  lastUpdatedMs: number | null,
  nowMs: number,
): Freshness {
  if (lastUpdatedMs === null || !Number.isFinite(lastUpdatedMs)) return 'stale';
  const ageMs = nowMs - lastUpdatedMs;
  if (ageMs < 60_000) return 'fresh';
  if (ageMs > 300_000) return 'stale';
  return 'aging';
}

/** STALE_PRICE_SECONDS default (docs/ev-model.md §1, "Stale quotes"): the market-age warning's threshold too. */
const STALE_PRICE_SECONDS_DEFAULT = 120;

/**
 * The market's own age (now − its "as of" time) for the dashboard header and the live page:
 * whole seconds (never below 0), its text ('45 s', '2 min 5 s', '1 h 3 min') and a warning past
 * the stale threshold. It marks no quote stale (docs/ev-model.md §1). Null when not known.
 */
export function marketAge(
  asOfMs: number | null,
  nowMs: number,
  staleSeconds = STALE_PRICE_SECONDS_DEFAULT,
): { seconds: number; text: string; warning: boolean } | null {
  if (asOfMs === null || !Number.isFinite(asOfMs)) return null;
  const seconds = Math.max(0, Math.floor((nowMs - asOfMs) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const sec = seconds % 60;
  const text =
    h > 0 ? `${h} h ${m} min` : m > 0 ? `${m} min ${sec} s` : `${sec} s`;
  return { seconds, text, warning: seconds > staleSeconds };
}

export type EvBand = 'high' | 'medium' | 'neutral' | 'negative';

/** General EV colours (docs/product.md §9): ≥ 15 high, 5 to < 15 medium, 0 to < 5 neutral, < 0 negative. */
export function evBand(ev: number): EvBand {
  if (ev >= 15) return 'high';
  if (ev >= 5) return 'medium';
  if (ev >= 0) return 'neutral';
  return 'negative';
}

export type PromoScreenEvBand = 'strong' | 'mild' | 'red';

/** EV colours of the promo screens (docs/product.md §9): ≥ 5 strong, ≥ 0 mild, < 0 red. */
export function promoScreenEvBand(ev: number): PromoScreenEvBand {
  if (ev >= 5) return 'strong';
  if (ev >= 0) return 'mild';
  return 'red';
}

/** Total EV / Promo EV badge (docs/product.md §2): ≥ 20 green, > 0 light green, else red. */
export function evBadgeTone(ev: number): 'green' | 'lightGreen' | 'red' {
  if (ev >= 20) return 'green';
  if (ev > 0) return 'lightGreen';
  return 'red';
}

/** Bonus % badge (docs/product.md §2): ≥ 75 green, ≥ 65 amber, else grey. */
export function bonusBadgeTone(bonusPct: number): 'green' | 'amber' | 'grey' {
  if (bonusPct >= 75) return 'green';
  if (bonusPct >= 65) return 'amber';
  return 'grey';
}

/** Debug retention highlight (docs/product.md §2): 0.4 amber, 0.75 green, else none. */
export function retentionHighlight(
  retention: number | null,
): 'amber' | 'green' | null {
  if (retention === null) return null;
  if (Math.abs(retention - 0.4) < 1e-9) return 'amber';
  if (Math.abs(retention - 0.75) < 1e-9) return 'green';
  return null;
}

/** Fair price method badge: 'BF' for 'BF Mid', 'MULT' / 'POW' / 'SHIN' for a median devigged with that method, otherwise 'MPTO'. */
export function fairMethodBadge(
  method: FairPriceSource | string,
): 'BF' | 'MPTO' | 'MULT' | 'POW' | 'SHIN' {
  switch (method) {
    case 'BF Mid':
      return 'BF';
    case 'Bookie Multiplicative':
      return 'MULT';
    case 'Bookie Power':
      return 'POW';
    case 'Bookie Shin':
      return 'SHIN';
    default:
      return 'MPTO';
  }
}

/** Places-paid badge such as '3P' when promoK is above 0, else null. */
export function placesBadge(promoK: number): string | null {
  return promoK > 0 ? `${promoK}P` : null;
}

export const MISSING = '—';

const isPresent = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v);

/** EV as a signed percentage with one decimal ('+5.3%', '-2.0%', '0.0%'); missing → '—'. */
export function formatEV(ev: number | null | undefined): string {
  if (!isPresent(ev)) return MISSING;
  const fixed = shownDecimals(ev, 1);
  if (Number(fixed) === 0) return '0.0%';
  return `${ev > 0 ? '+' : ''}${fixed}%`;
}

/** Any other number with two decimals ('3.50'); missing → '—'. */
export function formatNumber(
  value: number | null | undefined,
  decimals = 2,
): string {
  return isPresent(value) ? value.toFixed(decimals) : MISSING;
}

/**
 * Breakeven retention r* for the debug dialog: 'any' and 'none' as given, a number with two
 * decimals; a number above 1 reads 'none' (no retention saves the bet; docs/ev-model.md §3).
 */
export function formatBreakevenRetention(
  value: number | 'any' | 'none',
): string {
  if (typeof value !== 'number') return value;
  return value > 1 ? 'none' : formatNumber(value);
}
