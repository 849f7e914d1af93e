import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { BOOST_ERROR_MESSAGES as M, BOOST_LEGS, BOOST_TYPES } from '@overlay/domain';
import { MaxLengthWhenString, Omittable, ShownText } from '../../../common/pipes/validators';
import { BOOSTED_ODDS_MAX } from './create-bet-boosts.request.dto';

export class BoostLegDto {
  @Omittable()
  @IsString({ message: 'A leg names its race' })
  @MaxLengthWhenString(120, { message: 'Race ids are at most 120 characters' })
  raceExtId?: string;

  @IsString({ message: 'A leg names its runner' })
  @MaxLengthWhenString(120, {
    message: 'Runner ids are at most 120 characters',
  })
  runnerExtId!: string;
}

/**
 * POST /api/boosts (docs/product.md §7); missing fields answer 'Please fill in all required fields'
 * (the use case's check). Any field may be left out, none sent as null: a null answers the field's
 * own message ('Please fill in all required fields' for the bookmaker, race and runner).
 */
export class CreateBoostRequestDto {
  @Omittable()
  @ShownText({
    max: 60,
    hidden: 'Bookmaker names must not contain control, invisible or text-direction characters',
    tooLong: 'Bookmaker names are at most 60 characters',
    notText: M.BOOST_FIELDS_REQUIRED,
  })
  bookmaker?: string;

  @Omittable()
  @IsIn(BOOST_TYPES, { message: M.BOOST_TYPE_INVALID })
  boostType?: string;

  @Omittable()
  @IsString({ message: M.BOOST_FIELDS_REQUIRED })
  @MaxLengthWhenString(120, { message: 'Race ids are at most 120 characters' })
  raceExtId?: string;

  @Omittable()
  @IsString({ message: M.BOOST_FIELDS_REQUIRED })
  @MaxLengthWhenString(120, {
    message: 'Runner ids are at most 120 characters',
  })
  runnerExtId?: string;

  @Omittable()
  @IsNumber({}, { message: M.BOOST_ODDS_INVALID })
  @Max(BOOSTED_ODDS_MAX, { message: `Boosted odds must be at most ${BOOSTED_ODDS_MAX}` })
  boostedOdds?: number;

  /** 1 or 0 as docs/product.md §7 writes it; true or false are taken too. */
  @Omittable()
  @Transform(({ value }: { value: unknown }) =>
    value === 1 ? true : value === 0 ? false : value,
  )
  @IsBoolean({ message: 'isActive must be 1 or 0' })
  isActive?: boolean;

  @Omittable()
  @ShownText({
    max: 500,
    hidden: 'Notes must not contain control, invisible or text-direction characters',
    tooLong: 'Notes must be at most 500 characters',
    notText: 'Notes must be text',
  })
  notes?: string;

  @Omittable()
  @IsInt({ message: 'kPlaces must be 1 to 4' })
  @Min(1, { message: 'kPlaces must be 1 to 4' })
  @Max(4, { message: 'kPlaces must be 1 to 4' })
  kPlaces?: number;

  @Omittable()
  @IsArray({ message: 'legs must be a list of runners' })
  // The rule of the boost's own type: a 5-leg parlay is told the parlay's rule, not Any-Of's.
  @ArrayMaxSize(BOOST_LEGS.max, {
    message: ({ object }) => ((object as { boostType?: unknown }).boostType === 'PARLAY_ALL_WIN' ? M.BOOST_PARLAY_LEGS : M.BOOST_ANY_OF_LEGS),
  })
  @ValidateNested({ each: true })
  @Type(() => BoostLegDto)
  legs?: BoostLegDto[];
}
