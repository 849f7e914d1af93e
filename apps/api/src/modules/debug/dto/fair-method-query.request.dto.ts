import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { FAIR_PRICE_METHODS, fairMethodParamMessage } from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';

/**
 * `?fair_method=`: a fair-price method that overrides the viewer's setting (docs/ev-model.md §9), as on
 * /api/opportunities; absent: the setting. A repeated key reads as its comma list (and is refused).
 */
export class FairMethodQueryRequestDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map(String).join(',') : value))
  @IsIn(FAIR_PRICE_METHODS, { message: ({ value }) => fairMethodParamMessage(String(value)) })
  fair_method?: FairPriceMethod;

  /** `?commission=`: the exchange commission in percent (docs/ev-model.md §10), checked by the use case as on /api/opportunities. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map(String).join(',') : value))
  @IsString()
  commission?: string;
}
