import { IsIn, IsISO8601, IsOptional, IsString } from 'class-validator';
import { PROMO_TYPES, RACE_CODES } from '@overlay/domain';
import { MaxLengthWhenString } from '../../../common/pipes/validators';

/** Filters of `GET /api/bets` and `/api/bets/summary`; a bad value is a 400 naming the filter. */
export class BetFilterRequestDto {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO date or time' })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO date or time' })
  to?: string;

  @IsOptional()
  @IsString({ message: 'bookmaker must be a bookmaker name' })
  @MaxLengthWhenString(60, { message: 'Bookmaker names are at most 60 characters' })
  bookmaker?: string;

  @IsOptional()
  @IsIn(RACE_CODES, { message: 'code must be TB, HR or GR' })
  code?: string;

  @IsOptional()
  @IsIn(PROMO_TYPES, { message: `promoType must be one of ${PROMO_TYPES.join(', ')}` })
  promoType?: string;
}
