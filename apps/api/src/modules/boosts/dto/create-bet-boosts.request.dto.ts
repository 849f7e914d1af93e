import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNumber,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { BOOST_ERROR_MESSAGES } from '@overlay/domain';
import { MaxLengthWhenString, ShownText } from '../../../common/pipes/validators';

/** The largest price a boost may carry (as a bet's price). */
export const BOOSTED_ODDS_MAX = 10_000;

const REQUIRED = BOOST_ERROR_MESSAGES.BOOST_BET_BOOSTS_REQUIRED;

export class BetBoostItemDto {
  @IsString({ message: 'Each boost needs a race' })
  @MaxLengthWhenString(120, { message: 'Race ids are at most 120 characters' })
  raceExtId!: string;

  @IsString({ message: 'Each boost needs a runner' })
  @MaxLengthWhenString(120, {
    message: 'Runner ids are at most 120 characters',
  })
  runnerExtId!: string;

  @IsNumber({}, { message: 'Boosted odds must be at least 1.01' })
  @Min(1.01, { message: 'Boosted odds must be at least 1.01' })
  @Max(BOOSTED_ODDS_MAX, { message: `Boosted odds must be at most ${BOOSTED_ODDS_MAX}` })
  boostedOdds!: number;
}

/** POST /api/bet-boosts (docs/product.md §7). */
export class CreateBetBoostsRequestDto {
  @ShownText({
    max: 60,
    hidden: 'Bookmaker names must not contain control, invisible or text-direction characters',
    tooLong: 'Bookmaker names are at most 60 characters',
    notText: REQUIRED,
  })
  bookmaker!: string;

  @IsArray({ message: REQUIRED })
  @ArrayMaxSize(100, { message: 'At most 100 boosts at once' })
  @ValidateNested({ each: true })
  @Type(() => BetBoostItemDto)
  boosts!: BetBoostItemDto[];
}
