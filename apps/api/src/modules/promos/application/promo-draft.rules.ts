import { Injectable } from '@nestjs/common';
import {
  BookmakerRepository,
  defaultPromoLabel,
  draftCodes,
  findBookmakerName,
  refusedBookmakerMessage,
  MarketDataRepository,
  PROMO_DEFAULTS,
  PromoError,
  validatePromoDraft,
} from '@overlay/domain';
import type {
  NewPromo,
  PromoDraft,
  PromoScope,
  PromoType,
} from '@overlay/domain';

/** A create or change request with every field the promo will have. */
export interface PromoInput extends PromoDraft {
  label?: string | null;
  visibility: NewPromo['visibility'];
  kPlaces?: number | null;
  venues?: readonly string[];
}

/**
 * The rules every stored promo passes (docs/product.md §5 Promos), and its normal form: the bookmaker as the
 * list spells it, the default label, cash-back fields only on cash-back promos. One place for
 * create and change, so an edit cannot store what a create would refuse.
 */
@Injectable()
export class PromoDraftRules {
  constructor(
    private readonly bookmakers: BookmakerRepository,
    private readonly markets: MarketDataRepository,
  ) {}

  async toNewPromo(input: PromoInput, createdBy: string): Promise<NewPromo> {
    const [first] = validatePromoDraft(input);
    if (first) throw new PromoError(first.code, first.message);
    const bookmaker = await this.knownBookmaker(input.bookmaker);
    const scope = input.scope as PromoScope;
    const raceExtIds =
      scope === 'races' ? [...new Set(input.raceExtIds ?? [])] : [];
    if (raceExtIds.length > 0) await this.requireKnownRaces(raceExtIds);
    const codes = scope === 'codes' ? [...new Set(draftCodes(input))] : [];
    const cashBack = String(input.promoType).startsWith('CashBack');
    const label = input.label?.trim() || defaultPromoLabel(scope, codes);
    return {
      bookmaker,
      promoType: input.promoType as PromoType,
      scope,
      codes,
      raceExtIds,
      valueMultiplier: input.valueMultiplier ?? PROMO_DEFAULTS.valueMultiplier,
      conditions: { minRunners: input.conditions?.minRunners ?? 0 },
      label,
      visibility: input.visibility,
      createdBy,
      kPlaces: cashBack ? (input.kPlaces ?? null) : null,
      refundPercent: cashBack ? (input.refundPercent ?? 100) : null,
      maxRefundCash: cashBack ? (input.maxRefundCash ?? null) : null,
      venues: cashBack ? [...(input.venues ?? [])] : [],
    };
  }

  private async knownBookmaker(name: string): Promise<string> {
    const match = findBookmakerName(await this.bookmakers.findActiveNames(), name);
    if (!match)
      throw new PromoError('PROMO_BOOKMAKER_UNKNOWN', refusedBookmakerMessage(await this.bookmakers.findAll(), name));
    return match;
  }

  private async requireKnownRaces(ids: string[]): Promise<void> {
    const found = await Promise.all(
      ids.map((id) => this.markets.findRaceMarket(id)),
    );
    const unknown = ids.filter((_, i) => found[i] === null);
    if (unknown.length > 0) {
      const noun = unknown.length === 1 ? 'race' : 'races';
      throw new PromoError(
        'PROMO_RACES_UNKNOWN',
        `Unknown ${noun}: ${unknown.join(', ')}`,
      );
    }
  }
}
