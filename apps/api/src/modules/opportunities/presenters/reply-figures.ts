import { roundedTo } from '@overlay/domain';
import type { Opportunity } from '@overlay/domain';

/**
 * Decimal places the opportunities reply gives a row's computed figures (docs/architecture.md §5,
 * "The opportunities reply"): the EV percentages and the fair price to a millionth, far below the
 * tenth of a percent and the cent the screens show. A full double's 17 digits are noise a
 * compressor cannot shrink: they were over a fifth of the reply's compressed bytes.
 */
const REPLY_FIGURE_DECIMALS = 6;
/** Shares of 1 (place coverage, a boost's probability) to one more hundredth of that. */
const REPLY_SHARE_DECIMALS = 8;

/**
 * A row as the reply gives it: ev, promoEV, totalEV, bonusPct and fairPrice to six decimals,
 * placeCoverage and boostMetadata.probability to eight. Prices are the books' own, lockRating and
 * lockedEV are already to the hundredth (docs/ev-model.md §10), and kelly stays whole: the web and
 * the alerts size the same stake from it (suggestedStake), whatever the bankroll.
 */
export function replyRow(row: Opportunity): Opportunity {
  return {
    ...row,
    fairPrice: roundedTo(row.fairPrice, REPLY_FIGURE_DECIMALS),
    ev: roundedTo(row.ev, REPLY_FIGURE_DECIMALS),
    promoEV: roundedTo(row.promoEV, REPLY_FIGURE_DECIMALS),
    totalEV: roundedTo(row.totalEV, REPLY_FIGURE_DECIMALS),
    bonusPct: row.bonusPct === null ? null : roundedTo(row.bonusPct, REPLY_FIGURE_DECIMALS),
    placeCoverage: row.placeCoverage === null ? null : roundedTo(row.placeCoverage, REPLY_SHARE_DECIMALS),
    boostMetadata:
      row.boostMetadata === null ? null : { ...row.boostMetadata, probability: roundedTo(row.boostMetadata.probability, REPLY_SHARE_DECIMALS) },
  };
}
