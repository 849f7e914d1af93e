import { IsIn } from 'class-validator';
import { PROMO_VISIBILITIES } from '@overlay/domain';
import { Omittable } from '../../../common/pipes/validators';
import { PromoFieldsDto } from './promo-fields';

/** POST /api/promos/bulk; required fields are checked by the promo rules with the spec's messages. */
export class CreatePromosRequestDto extends PromoFieldsDto {
  @Omittable()
  @IsIn(PROMO_VISIBILITIES, {
    message: 'Visibility must be global or personal',
  })
  visibility?: 'global' | 'personal';
}
