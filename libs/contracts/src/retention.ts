import type { MeasuredRetention } from '@overlay/domain';

/** `GET /api/retention/measured`: each bookmaker's retention measured from the market (docs/ev-model.md §10). */
export interface MeasuredRetentionResponse {
  /** The commission (percent) the conversions are net of: the request's `commission`, else the caller's setting. */
  commission: number;
  /** Races within this many minutes of the jump count. */
  windowMinutes: number;
  /** ISO-8601 UTC of the measure. */
  measuredAt: string;
  /** One per bookmaker with an offer to measure, by name; a book without one is not listed. */
  books: MeasuredRetention[];
}
