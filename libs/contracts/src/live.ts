/** One point of a price line for the live chart: ISO-8601 UTC time and price. */
export interface PricePoint {
  t: string;
  price: number;
}

/** One runner of `GET /api/live/race/:extRaceId/history`. */
export interface RunnerHistory {
  runnerId: string;
  runnerNo: number;
  runnerName: string;
  /** Win price changes per bookmaker, oldest first. */
  books: { book: string; points: PricePoint[] }[];
  /** The fair win price over the time the race was watched on the answering instance. */
  fair: PricePoint[];
}

/** `GET /api/live/race/:extRaceId/history`: win price changes per runner and bookmaker, and the fair price. */
export interface LiveHistoryResponse {
  extRaceId: string;
  runners: RunnerHistory[];
}

/** The query of `GET /api/live/race/:extRaceId/history`: comma lists, all runners / books when absent. */
export interface LiveHistoryQuery {
  /** Runner numbers, e.g. `1,2`. */
  runners?: string;
  /** Active bookmaker names, any case. */
  books?: string;
}

/** The query of the live race stream `GET /api/live/race/:extRaceId` (docs/product.md §9). */
export interface LiveStreamQuery {
  /** 1000, 2000 or 5000 ms. */
  interval?: string;
  /** Promo retention override, a fraction from 0.40 to 0.90. */
  retention?: string;
  /** Active bookmaker names, any case, comma separated. */
  books?: string;
}
