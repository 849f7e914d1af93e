import { isPromoType, promoFamily } from '../promo/promo';
import type { RetentionOrigin } from './measured-retention';

const ORIGIN_WORDS: Readonly<Record<RetentionOrigin, string>> = {
  promo: "the promo's value multiplier",
  measured: 'measured from the market',
  override: "the live page's override",
};

/**
 * Which retention a figure counted a bonus bet or token at, in words (docs/ev-model.md §10): the
 * one wording of the dashboard, the debug dialog, the live page, alerts and the bet log.
 * "Retention 0.75: the promo's value multiplier"; without a value, "Retention: measured from the
 * market". `promoType` is the figure's promo: null (none), a boost or BetBoost give null (no
 * retention used), cash back its refund; undefined words a page-wide source (bonus bets and tokens).
 */
export function retentionLabel(
  origin: RetentionOrigin | null | undefined,
  retention: number | null = null,
  promoType?: string | null,
): string | null {
  if (promoType !== undefined) {
    if (promoType === null || !isPromoType(promoType)) return null;
    const family = promoFamily(promoType);
    if (family === 'BetBoost') return null;
    if (family === 'CashBack') return 'Retention: the cash refund';
  }
  if (origin === null || origin === undefined) return null;
  const value = retention === null ? '' : ` ${retention.toFixed(2)}`;
  return `Retention${value}: ${ORIGIN_WORDS[origin]}`;
}
