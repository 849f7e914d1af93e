import type {
  Boost,
  FairPriceSource,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import type { SkippedItem } from '../core/skipped-item';
import type { PreparedPromo } from '../value/promo-value';
import type { OpportunityColumns } from './opportunity-columns';

/**
 * One race's slice of an opportunity table: rows [start, start + count) of `columns` and the few
 * references its rows need to become objects, so it stands alone (tables may share it). The race's
 * valuation is not kept: it dies young, so a full build leaves the garbage collector almost
 * nothing to copy.
 */
export interface RaceSegment {
  race: SnapshotRace;
  /** Active runners; the runner column indexes them. */
  runners: readonly SnapshotRunner[];
  /** Bookmaker names of the race; the book and placeSourceBook columns index them. */
  books: readonly string[];
  /** Distinct bookmakers with a valid win quote, per active runner. */
  bookCount: Int32Array;
  /** null when the race gives no rows. */
  fairMethod: FairPriceSource | null;
  /**
   * A 'worst_case' segment's fair method per row (index into FAIR_PRICE_SOURCES, row q at q − start):
   * its rows come from different methods. null: every row has `fairMethod`.
   */
  rowFairMethods: Uint8Array | null;
  /** Books in the fair-price median (0 for BF Mid or a race without rows). */
  fairBooks: number;
  /** The context's stale limit: a row whose quote is older is `stale`. */
  stalePriceSeconds: number;
  /** Promos applied by the rows; the promo column indexes them. */
  promos: readonly PreparedPromo[];
  /** Staff boosts behind boost rows; the boost column indexes them. */
  boosts: readonly Boost[];
  /** Runner cell of each multi-leg boost row, at its boost's index (legs' names joined); else null. */
  boostRunnerNames: readonly (string | null)[];
  /**
   * Other races this segment's rows depend on (the other legs of the parlays it sees, listed here
   * or not): a change to any of them may change these rows, so the segment is never kept.
   */
  otherRaceIds: readonly string[];
  columns: OpportunityColumns;
  start: number;
  count: number;
  /** Date.parse(race.startTime) in epoch ms (NaN when unparsable), for within_minutes. */
  startMs: number;
  skipped: SkippedItem[];
}
