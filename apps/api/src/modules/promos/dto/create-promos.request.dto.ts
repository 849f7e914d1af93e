import { IsIn, IsOptional } from 'class-validator';
import { PROMO_VISIBILITIES } from '@overlay/domain';
import { PromoFieldsDto } from './promo-fields';

/** POST /api/promos/bulk; required fields are checked by the promo rules with the spec's messages. */
export class CreatePromosRequestDto extends PromoFieldsDto {
  @IsOptional()
  @IsIn(PROMO_VISIBILITIES, {
    message: 'Visibility must be global or personal',
  })
  visibility?: 'global' | 'personal';
}
