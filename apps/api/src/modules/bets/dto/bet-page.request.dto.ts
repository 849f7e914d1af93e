import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { BET_PAGE_MAX } from '@overlay/domain';
import { MaxLengthWhenString } from '../../../common/pipes/validators';
import { BetFilterRequestDto } from './bet-filter.request.dto';

/** `GET /api/bets`: the filters, the page size and where the page starts (a previous page's `nextCursor`). */
export class BetPageRequestDto extends BetFilterRequestDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${BET_PAGE_MAX}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${BET_PAGE_MAX}` })
  @Max(BET_PAGE_MAX, { message: `limit must be a whole number from 1 to ${BET_PAGE_MAX}` })
  limit?: number;

  @IsOptional()
  @IsString({ message: 'cursor must be the nextCursor of a previous page' })
  @MaxLengthWhenString(200, { message: 'cursor must be the nextCursor of a previous page' })
  cursor?: string;
}
