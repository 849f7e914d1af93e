import type {
  ParsedMatch,
  PromoScope,
  PromoType,
  PromoVisibility,
  RaceCode,
} from '@overlay/domain';

/** A promo as the api sends it: docs/product.md §3 Promo (cash-back fields snake_case, as the form sends them). */
export interface PromoRow {
  id: string;
  bookmaker: string;
  promoType: PromoType;
  scope: PromoScope;
  codes: RaceCode[];
  raceExtIds: string[];
  valueMultiplier: number;
  conditions: { minRunners: number };
  label: string;
  visibility: PromoVisibility;
  k_places: number | null;
  refund_percent: number | null;
  max_refund_cash: number | null;
  venues: string[];
  createdBy: string | null;
  createdAt: string;
}

/** `POST /api/promos/bulk` as the promo form sends it (docs/product.md §7). */
export interface CreatePromosBody {
  bookmaker: string;
  promoType: PromoType;
  scope: PromoScope;
  race_ids: string[];
  codes: RaceCode[];
  conditions: { minRunners: number };
  label: string;
  visibility: PromoVisibility;
  valueMultiplier?: number;
  k_places?: number;
  refund_percent?: number;
  max_refund_cash?: number;
  venues?: string[];
}

/** `POST /api/promos/resolve-text`. */
export interface ResolvePromoTextBody {
  text: string;
  within_minutes: number;
  codes: RaceCode[];
  min_runners: number;
}

/** The reply of `POST /api/promos/resolve-text`: the races the text names, and what it could not place. */
export interface ResolvePromoTextResponse {
  matches: ParsedMatch[];
  warnings: string[];
}

/** `GET /api/promos`: the promos the viewer sees. */
export interface PromosResponse {
  promos: PromoRow[];
}

/** `POST /api/promos/bulk`: one promo per race (or one for a whole scope). */
export interface CreatedPromosResponse {
  created: PromoRow[];
}

/** `PATCH /api/promos/:id`: the promo after the change. */
export interface PromoResponse {
  promo: PromoRow;
}

/** `DELETE /api/promos/all`: how many promos went, and the sentence the toast shows. */
export interface ClearPromosResponse {
  count: number;
  message: string;
}
