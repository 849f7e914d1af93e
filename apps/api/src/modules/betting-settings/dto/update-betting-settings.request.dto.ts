import { IsIn, IsNumber, Max, Min } from 'class-validator';
import {
  BETTING_SETTINGS_BOUNDS,
  BETTING_SETTINGS_ERROR_MESSAGES,
  FAIR_PRICE_METHODS,
  RETENTION_SOURCES,
} from '@overlay/domain';
import type { FairPriceMethod, RetentionSource } from '@overlay/domain';
import { Omittable } from '../../../common/pipes/validators';

const B = BETTING_SETTINGS_BOUNDS;
const M = BETTING_SETTINGS_ERROR_MESSAGES;
const NUMBER = { allowNaN: false, allowInfinity: false } as const;

/** PATCH /api/users/me/betting: any subset of the settings, each checked against its bound (null included). */
export class UpdateBettingSettingsRequestDto {
  @Omittable()
  @IsNumber(NUMBER, { message: M.BANKROLL_RANGE })
  @Min(B.bankroll.min, { message: M.BANKROLL_RANGE })
  @Max(B.bankroll.max, { message: M.BANKROLL_RANGE })
  bankroll?: number;

  @Omittable()
  @IsNumber(NUMBER, { message: M.KELLY_FRACTION_RANGE })
  @Min(B.kellyFraction.min, { message: M.KELLY_FRACTION_RANGE })
  @Max(B.kellyFraction.max, { message: M.KELLY_FRACTION_RANGE })
  kellyFraction?: number;

  @Omittable()
  @IsNumber(NUMBER, { message: M.MAX_STAKE_RANGE })
  @Min(B.maxStakePct.min, { message: M.MAX_STAKE_RANGE })
  @Max(B.maxStakePct.max, { message: M.MAX_STAKE_RANGE })
  maxStakePct?: number;

  @Omittable()
  @IsIn(FAIR_PRICE_METHODS, { message: M.FAIR_PRICE_METHOD_INVALID })
  fairMethod?: FairPriceMethod;

  @Omittable()
  @IsNumber(NUMBER, { message: M.COMMISSION_RANGE })
  @Min(B.commissionPct.min, { message: M.COMMISSION_RANGE })
  @Max(B.commissionPct.max, { message: M.COMMISSION_RANGE })
  commissionPct?: number;

  @Omittable()
  @IsIn(RETENTION_SOURCES, { message: M.RETENTION_SOURCE_INVALID })
  retentionSource?: RetentionSource;
}
