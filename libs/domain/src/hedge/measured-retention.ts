/**
 * Retention measured from the market (docs/ev-model.md §10): a bonus bet of B at a bookmaker, used
 * at its back price b and laid on the exchange at l (commission c), locks B (b − 1)(1 − c) / (l − c).
 * The best such conversion a bookmaker offers now, on races within this many minutes of the jump
 * (where lay prices are real), is its measured retention.
 */
export const MEASURED_RETENTION_WINDOW_MINUTES = 60;

/** One bookmaker's measured retention and the offer it comes from. */
export interface MeasuredRetention {
  bookmaker: string;
  /** The conversion per $1 of bonus bet, a fraction to the hundredth (0.65 = 65 %). */
  retention: number;
  extRaceId: string;
  venue: string;
  raceNumber: number;
  /** ISO-8601 UTC. */
  startTime: string;
  runnerNumber: number;
  runnerName: string;
  /** The bookmaker's win price the bonus bet is used at. */
  back: number;
  /** The exchange's best win lay it is laid at. */
  lay: number;
  /** Dollars on offer at that lay, when the provider says. */
  laySize: number | null;
}

/** Where a promo figure's retention came from: the promo's value multiplier, the market, or the live page's override. */
const RETENTION_ORIGINS = ['promo', 'measured', 'override'] as const;
export type RetentionOrigin = (typeof RETENTION_ORIGINS)[number];

export function isRetentionOrigin(value: unknown): value is RetentionOrigin {
  return typeof value === 'string' && (RETENTION_ORIGINS as readonly string[]).includes(value);
}
