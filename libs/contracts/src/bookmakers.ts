import type { SourceKind } from '@overlay/domain';

/** One bookmaker's entry of `GET /api/bookmakers/coverage`. */
export interface BookmakerCoverage {
  racesPriced: number;
  runnersPriced: number;
  /** Share of its priced runners that also have a place price, 0..1 (0 when none priced). */
  placeCoverage: number;
  /** Last successful refresh that carried its prices (ISO-8601 UTC), null when it prices nothing. */
  lastUpdate: string | null;
  /** Last time one of its prices moved (ISO-8601 UTC). */
  lastPriceChange: string | null;
  stale: boolean;
}

/** The `_meta` entry of `GET /api/bookmakers/coverage`: the feed's state. */
export interface CoverageMeta {
  generatedAt: string;
  dataVersion: number;
  lastUpdated: string | null;
  totalRaces: number;
  totalRunners: number;
  stale: boolean;
  source: string;
  lastError: string | null;
  /** The provider's code of that error: `quota_exceeded` freezes the market (every book stale). */
  lastErrorCode: string | null;
}

/** Keyed by bookmaker name; keys starting with '_' are metadata (docs/product.md §3 Bookmaker coverage). */
export type CoverageResponse = Record<string, BookmakerCoverage> & {
  _meta: CoverageMeta;
};

/** One switched-on source of the catalogue as lists show it (docs/feeds.md, "The source catalogue"). */
export interface CatalogueSource {
  name: string;
  kind: SourceKind;
  /** `#rrggbb`: its brand colour, else one derived from its name (bookmakerColour). */
  colour: string;
}

/**
 * `GET /api/bookmakers/active`: `bookmakers` is the spec's list (the switched-on bookmakers, in
 * catalogue order); `sources` every switched-on source with its kind and colour (the filter's
 * groups: bookmakers, totes, exchanges).
 */
export interface ActiveBookmakersResponse {
  bookmakers: string[];
  sources: CatalogueSource[];
}

/** One row of `GET /api/admin/bookmakers`: every source, switched off or on. */
export interface AdminBookmakerRow extends CatalogueSource {
  isActive: boolean;
  isCustom: boolean;
  /** When a feed first and last declared or priced it (ISO-8601 UTC); null for a book no feed named. */
  firstSeenAt: string | null;
  lastSeenAt: string | null;
}

/** `PATCH /api/admin/bookmakers/:name` (admins): switch a source on or off. */
export interface SetSourceActiveRequest {
  isActive: boolean;
}
