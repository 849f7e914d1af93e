import type {
  Country,
  FairPriceMethod,
  LiveMarketState,
  LiveRow,
  RaceCode,
  RaceState,
} from '@overlay/domain';

/** `GET /api/debug/race/:extRaceId`: race and runners for the live page's first paint (docs/product.md §7). */
export interface DebugRaceResponse {
  race: {
    extRaceId: string;
    venue: string;
    track: string;
    country: Country;
    number: number;
    name: string;
    code: RaceCode;
    state: RaceState;
    /** ISO-8601 UTC. */
    startTime: string;
    /** ISO-8601 with the venue's offset (`…T19:31:00+08:00`); null when the venue's zone is unknown. */
    startTimeLocal: string | null;
    marketState: LiveMarketState;
    activeRunners: number;
  };
  runners: {
    runnerId: string;
    runnerNo: number;
    runnerName: string;
    scratched: boolean;
  }[];
  rows: LiveRow[];
  bestByRunner: Record<string, LiveRow>;
  lastUpdated: string | null;
  /** Why there are no rows (e.g. no fair price), else null. */
  message: string | null;
  /** The fair-price method the rows were valued with (docs/ev-model.md §9). */
  fairPriceMethod: FairPriceMethod;
}
