import type { BettingSettingsErrorCode } from './betting-settings.errors';

/**
 * A user's staking settings (docs/ev-model.md §7): the bankroll the Kelly stakes are sized from,
 * the share of full Kelly they bet, the cap on a single stake, and how fair prices are made.
 */
export const FAIR_PRICE_METHODS = [
  'default',
  'multiplicative',
  'power',
  'shin',
  'worst_case',
] as const;
export type FairPriceMethod = (typeof FAIR_PRICE_METHODS)[number];

/**
 * What a bonus bet is worth in the promo figures (docs/ev-model.md §10): the promo's value
 * multiplier that staff set ('promo', the default), or the conversion the market offers now at that
 * bookmaker, backed there and laid on the exchange ('measured').
 */
export const RETENTION_SOURCES = ['promo', 'measured'] as const;
export type RetentionSource = (typeof RETENTION_SOURCES)[number];

export interface BettingSettings {
  /** Dollars, ≥ 0. */
  bankroll: number;
  /** Share of the full Kelly stake that is bet, 0.05..1. */
  kellyFraction: number;
  /** Largest single stake as a share of the bankroll, 0.01..1. */
  maxStakePct: number;
  fairMethod: FairPriceMethod;
  /** The exchange's commission on winnings, in percent (0..20): what every lay figure is net of. */
  commissionPct: number;
  retentionSource: RetentionSource;
}

/**
 * The exchange's standard commission on Australian racing, in percent: Betfair Australia's Market
 * Base Rate is 7 % "as a rule" (10 % on some states' racing, 5 % on NZ and international racing);
 * the source is cited in docs/ev-model.md §10.
 */
export const DEFAULT_COMMISSION_PCT = 7;

export const BETTING_SETTINGS_DEFAULTS: Readonly<BettingSettings> = {
  bankroll: 1000,
  kellyFraction: 0.25,
  maxStakePct: 0.05,
  fairMethod: 'default',
  commissionPct: DEFAULT_COMMISSION_PCT,
  retentionSource: 'promo',
};

/** Inclusive bounds of each number (the api refuses anything outside; the web's inputs use them). */
export const BETTING_SETTINGS_BOUNDS = {
  // The upper bound only keeps the number a sane amount of money (no float overflow in a stake).
  bankroll: { min: 0, max: 1_000_000_000 },
  kellyFraction: { min: 0.05, max: 1 },
  maxStakePct: { min: 0.01, max: 1 },
  commissionPct: { min: 0, max: 20 },
} as const;

/** The query parameter that values a reply at a commission (percent) other than the viewer's setting, as `fair_method` does for the method. */
export const COMMISSION_PARAM = 'commission';

export function isRetentionSource(value: unknown): value is RetentionSource {
  return (
    typeof value === 'string' &&
    (RETENTION_SOURCES as readonly string[]).includes(value)
  );
}

/**
 * The query parameter that values a reply (and the dashboard's address, and a saved view) with a
 * fair-price method other than the viewer's setting (docs/product.md, saved views).
 */
export const FAIR_METHOD_PARAM = 'fair_method';

export function isFairPriceMethod(value: unknown): value is FairPriceMethod {
  return (
    typeof value === 'string' &&
    (FAIR_PRICE_METHODS as readonly string[]).includes(value)
  );
}

export function isInBound(
  value: unknown,
  bound: { min: number; max: number },
): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= bound.min &&
    value <= bound.max
  );
}

/**
 * The suggested stake in whole dollars: the user's fraction of the full Kelly stake, capped at
 * maxStakePct of the bankroll; null when there is nothing to bet (kelly 0, an empty bankroll, or
 * a stake that rounds to $0). Shared by the web and the api so both show the same figure.
 */
export function suggestedStake(
  kelly: number,
  settings: Pick<BettingSettings, 'bankroll' | 'kellyFraction' | 'maxStakePct'>,
): number | null {
  if (!(kelly > 0) || !(settings.bankroll > 0)) return null;
  const kellyStake = settings.bankroll * settings.kellyFraction * kelly;
  const cap = settings.bankroll * settings.maxStakePct;
  const stake = Math.round(Math.min(kellyStake, cap));
  return stake > 0 ? stake : null;
}

/** The error codes a partial update breaks, in field order (empty when every sent value is valid). */
export function bettingSettingsPatchProblems(
  patch: Partial<Record<keyof BettingSettings, unknown>>,
): BettingSettingsErrorCode[] {
  const B = BETTING_SETTINGS_BOUNDS;
  const problems: BettingSettingsErrorCode[] = [];
  if (patch.bankroll !== undefined && !isInBound(patch.bankroll, B.bankroll))
    problems.push('BANKROLL_RANGE');
  if (
    patch.kellyFraction !== undefined &&
    !isInBound(patch.kellyFraction, B.kellyFraction)
  ) {
    problems.push('KELLY_FRACTION_RANGE');
  }
  if (
    patch.maxStakePct !== undefined &&
    !isInBound(patch.maxStakePct, B.maxStakePct)
  )
    problems.push('MAX_STAKE_RANGE');
  if (patch.fairMethod !== undefined && !isFairPriceMethod(patch.fairMethod))
    problems.push('FAIR_PRICE_METHOD_INVALID');
  if (
    patch.commissionPct !== undefined &&
    !isInBound(patch.commissionPct, B.commissionPct)
  )
    problems.push('COMMISSION_RANGE');
  if (
    patch.retentionSource !== undefined &&
    !isRetentionSource(patch.retentionSource)
  )
    problems.push('RETENTION_SOURCE_INVALID');
  return problems;
}
