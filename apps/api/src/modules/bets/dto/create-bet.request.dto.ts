import type { CreateBetBody } from '@overlay/contracts';
import { IsInt, IsNumber, IsOptional, IsString, IsUUID, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { MaxLengthWhenString, Omittable, ShownText } from '../../../common/pipes/validators';

/** `POST /api/bets`: the row the bet came from, the price taken, the stake and the promo or boost used. */
export class CreateBetRequestDto implements CreateBetBody {
  @IsString({ message: 'extRaceId is required (the race id)' })
  @MinLength(1, { message: 'extRaceId is required (the race id)' })
  @MaxLengthWhenString(120, { message: 'Race ids are at most 120 characters' })
  extRaceId!: string;

  @IsInt({ message: 'runnerNumber must be a whole number from 1' })
  @Min(1, { message: 'runnerNumber must be a whole number from 1' })
  @Max(999, { message: 'runnerNumber must be a whole number from 1' })
  runnerNumber!: number;

  @ShownText({
    max: 60,
    hidden: 'Bookmaker names must not contain control, invisible or text-direction characters',
    tooLong: 'Bookmaker names are at most 60 characters',
    notText: 'bookmaker is required',
  })
  @MinLength(1, { message: 'bookmaker is required' })
  bookmaker!: string;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'price must be a number greater than 1' })
  @Min(1.0001, { message: 'price must be a number greater than 1' })
  @Max(10_000, { message: 'price must be at most 10000' })
  price!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'stake must be a number greater than 0' })
  @Min(0.01, { message: 'stake must be a number greater than 0' })
  @Max(1_000_000, { message: 'stake must be at most 1000000' })
  stake!: number;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: 'promoId must be a promo id (UUID) or null' })
  promoId?: string | null;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: 'boostId must be a boost id (UUID) or null' })
  boostId?: string | null;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'layPrice must be a number greater than 1' })
  @Min(1.0001, { message: 'layPrice must be a number greater than 1' })
  @Max(1000, { message: 'layPrice must be at most 1000' })
  layPrice?: number | null;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'layStake must be a number greater than 0' })
  @Min(0.01, { message: 'layStake must be a number greater than 0' })
  @Max(1_000_000, { message: 'layStake must be at most 1000000' })
  layStake?: number | null;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'layCommissionPct must be a number from 0 to 20' })
  @Min(0, { message: 'layCommissionPct must be a number from 0 to 20' })
  @Max(20, { message: 'layCommissionPct must be a number from 0 to 20' })
  layCommissionPct?: number | null;

  @Omittable()
  @ShownText({
    max: 1000,
    hidden: 'notes must not contain control, invisible or text-direction characters',
    tooLong: 'notes are at most 1000 characters',
    notText: 'notes must be text',
  })
  notes?: string;
}
