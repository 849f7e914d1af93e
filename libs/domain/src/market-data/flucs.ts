/** How far back the flucs chart reads a race's stored history (a race's life on the books). */
export const FLUCS_HISTORY_HOURS = 24;

/** One price of a book's line: [epoch ms, win price, the book's price before a boost or null]. */
export type FlucsPoint = [number, number, number | null];

/**
 * `GET /api/debug/flucs/:extRaceId?runner=N` (docs/product.md, flucs): a runner's stored win price
 * changes per book and its stored fair prices, oldest first, from FLUCS_HISTORY_HOURS back.
 */
export interface FlucsResponse {
  extRaceId: string;
  runnerNumber: number;
  runnerName: string;
  /** Epoch ms of the reply: each line holds its last price until then. */
  asOfMs: number;
  books: { book: string; points: FlucsPoint[] }[];
  /** [epoch ms, fair win price]. */
  fair: [number, number][];
}
