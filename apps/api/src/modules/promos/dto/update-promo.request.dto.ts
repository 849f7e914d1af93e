import { PromoFieldsDto } from './promo-fields';

/** PATCH /api/promos/:id: any subset of the promo fields (visibility and author stay as created). */
export class UpdatePromoRequestDto extends PromoFieldsDto {}
