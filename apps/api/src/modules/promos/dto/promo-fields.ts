import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  normaliseName,
  PROMO_ERROR_MESSAGES as M,
  PROMO_SCOPES,
  PROMO_TYPES,
  RACE_CODES,
} from '@overlay/domain';
import { MaxLengthWhenString, ShownText } from '../../../common/pipes/validators';

const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;
const normalised = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normaliseName(value) : value;

/** The largest count a stored integer condition may hold (the column is a 4-byte integer). */
const MIN_RUNNERS_MAX = 1000;
/** The largest cash amount a promo may cap its refund at. */
const MAX_REFUND_CASH_MAX = 1_000_000;

export class PromoConditionsDto {
  @IsOptional()
  @IsInt({ message: M.PROMO_MIN_RUNNERS_RANGE })
  @Min(0, { message: M.PROMO_MIN_RUNNERS_RANGE })
  @Max(MIN_RUNNERS_MAX, { message: `Min runners must be at most ${MIN_RUNNERS_MAX}` })
  minRunners?: number;
}

/** The promo fields of docs/product.md §7 POST /api/promos/bulk, every one optional (PATCH takes any subset). */
export class PromoFieldsDto {
  @IsOptional()
  @Transform(normalised)
  @ShownText({
    max: 60,
    hidden: 'Bookmaker names must not contain control, invisible or text-direction characters',
    tooLong: 'Bookmaker names are at most 60 characters',
    notText: M.PROMO_BOOKMAKER_REQUIRED,
  })
  bookmaker?: string;

  @IsOptional()
  @IsIn(PROMO_TYPES, { message: M.PROMO_TYPE_INVALID })
  promoType?: string;

  @IsOptional()
  @IsIn(PROMO_SCOPES, { message: M.PROMO_SCOPE_INVALID })
  scope?: string;

  @IsOptional()
  @IsArray({ message: 'race_ids must be a list of race ids' })
  @ArrayMaxSize(200, { message: 'A promo covers at most 200 races' })
  @IsString({ each: true, message: 'race_ids must be a list of race ids' })
  @MaxLengthWhenString(120, {
    each: true,
    message: 'Race ids are at most 120 characters',
  })
  race_ids?: string[];

  @IsOptional()
  @IsArray({ message: M.PROMO_CODE_INVALID })
  @IsIn(RACE_CODES, { each: true, message: M.PROMO_CODE_INVALID })
  codes?: string[];

  @IsOptional()
  @ValidateNested()
  @Type(() => PromoConditionsDto)
  conditions?: PromoConditionsDto;

  @IsOptional()
  @Transform(trim)
  @ShownText({
    max: 120,
    hidden: 'Label must not contain control, invisible or text-direction characters',
    tooLong: 'Label must be at most 120 characters',
    notText: 'Label must be text',
  })
  label?: string;

  @IsOptional()
  @IsNumber({}, { message: M.PROMO_MULTIPLIER_RANGE })
  @Min(0, { message: M.PROMO_MULTIPLIER_RANGE })
  @Max(1, { message: M.PROMO_MULTIPLIER_RANGE })
  valueMultiplier?: number;

  @IsOptional()
  @IsInt({ message: 'k_places must be 2, 3 or 4' })
  @Min(2, { message: 'k_places must be 2, 3 or 4' })
  @Max(4, { message: 'k_places must be 2, 3 or 4' })
  k_places?: number;

  @IsOptional()
  @IsNumber({}, { message: M.PROMO_REFUND_PERCENT_RANGE })
  @Min(0, { message: M.PROMO_REFUND_PERCENT_RANGE })
  @Max(100, { message: M.PROMO_REFUND_PERCENT_RANGE })
  refund_percent?: number;

  @IsOptional()
  @IsNumber({}, { message: M.PROMO_MAX_REFUND_REQUIRED })
  @Min(0, { message: M.PROMO_MAX_REFUND_REQUIRED })
  @Max(MAX_REFUND_CASH_MAX, { message: `Max refund must be at most ${MAX_REFUND_CASH_MAX}` })
  max_refund_cash?: number;

  @IsOptional()
  @IsArray({ message: 'venues must be a list of venue names' })
  @ArrayMaxSize(50, { message: 'A promo names at most 50 venues' })
  @ShownText({
    max: 100,
    hidden: 'Venue names must not contain control, invisible or text-direction characters',
    tooLong: 'Venue names are at most 100 characters',
    notText: 'venues must be a list of venue names',
    each: true,
  })
  venues?: string[];
}
