import type { UpdateBetBody } from '@overlay/contracts';
import { IsNumber, Max, Min } from 'class-validator';
import { Omittable, ShownText } from '../../../common/pipes/validators';

/** `PATCH /api/bets/:id`: price and stake of a pending bet, notes of any bet. */
export class UpdateBetRequestDto implements UpdateBetBody {
  @Omittable()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'price must be a number greater than 1' })
  @Min(1.0001, { message: 'price must be a number greater than 1' })
  @Max(10_000, { message: 'price must be at most 10000' })
  price?: number;

  @Omittable()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'stake must be a number greater than 0' })
  @Min(0.01, { message: 'stake must be a number greater than 0' })
  @Max(1_000_000, { message: 'stake must be at most 1000000' })
  stake?: number;

  @Omittable()
  @ShownText({
    max: 1000,
    hidden: 'notes must not contain control, invisible or text-direction characters',
    tooLong: 'notes are at most 1000 characters',
    notText: 'notes must be text',
  })
  notes?: string;
}
