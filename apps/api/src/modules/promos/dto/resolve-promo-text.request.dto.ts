import {
  IsArray,
  IsIn,
  IsInt,
  IsString,
  Max,
  Min,
} from 'class-validator';
import {
  PROMO_DEFAULTS,
  PROMO_ERROR_MESSAGES,
  RACE_CODES,
} from '@overlay/domain';
import { MaxLengthWhenString, Omittable } from '../../../common/pipes/validators';

/** POST /api/promos/resolve-text (docs/product.md §7); a field left out takes its default, null is refused. */
export class ResolvePromoTextRequestDto {
  @IsString({ message: PROMO_ERROR_MESSAGES.PROMO_TEXT_REQUIRED })
  @MaxLengthWhenString(20_000, {
    message: 'Promo text must be at most 20000 characters',
  })
  text!: string;

  @Omittable()
  @IsInt({ message: 'within_minutes must be a whole number from 1 to 10080' })
  @Min(1, { message: 'within_minutes must be a whole number from 1 to 10080' })
  @Max(10_080, {
    message: 'within_minutes must be a whole number from 1 to 10080',
  })
  within_minutes: number = PROMO_DEFAULTS.withinMinutes;

  @Omittable()
  @IsArray({ message: 'Race codes must be TB, GR or HR' })
  @IsIn(RACE_CODES, { each: true, message: 'Race codes must be TB, GR or HR' })
  codes: string[] = [];

  @Omittable()
  @IsInt({ message: 'min_runners must be a whole number of at least 0' })
  @Min(0, { message: 'min_runners must be a whole number of at least 0' })
  min_runners: number = PROMO_DEFAULTS.minRunners;
}
