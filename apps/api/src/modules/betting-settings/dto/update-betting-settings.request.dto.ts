import { IsIn, IsNumber, IsOptional, Max, Min } from 'class-validator';
import {
  BETTING_SETTINGS_BOUNDS,
  BETTING_SETTINGS_ERROR_MESSAGES,
  FAIR_PRICE_METHODS,
  RETENTION_SOURCES,
} from '@overlay/domain';
import type { FairPriceMethod, RetentionSource } from '@overlay/domain';

const B = BETTING_SETTINGS_BOUNDS;
const M = BETTING_SETTINGS_ERROR_MESSAGES;
const NUMBER = { allowNaN: false, allowInfinity: false } as const;

/** PATCH /api/users/me/betting: any subset of the settings, each checked against its bound. */
export class UpdateBettingSettingsRequestDto {
  @IsOptional()
  @IsNumber(NUMBER, { message: M.BANKROLL_RANGE })
  @Min(B.bankroll.min, { message: M.BANKROLL_RANGE })
  @Max(B.bankroll.max, { message: M.BANKROLL_RANGE })
  bankroll?: number;

  @IsOptional()
  @IsNumber(NUMBER, { message: M.KELLY_FRACTION_RANGE })
  @Min(B.kellyFraction.min, { message: M.KELLY_FRACTION_RANGE })
  @Max(B.kellyFraction.max, { message: M.KELLY_FRACTION_RANGE })
  kellyFraction?: number;

  @IsOptional()
  @IsNumber(NUMBER, { message: M.MAX_STAKE_RANGE })
  @Min(B.maxStakePct.min, { message: M.MAX_STAKE_RANGE })
  @Max(B.maxStakePct.max, { message: M.MAX_STAKE_RANGE })
  maxStakePct?: number;

  @IsOptional()
  @IsIn(FAIR_PRICE_METHODS, { message: M.FAIR_PRICE_METHOD_INVALID })
  fairMethod?: FairPriceMethod;

  @IsOptional()
  @IsNumber(NUMBER, { message: M.COMMISSION_RANGE })
  @Min(B.commissionPct.min, { message: M.COMMISSION_RANGE })
  @Max(B.commissionPct.max, { message: M.COMMISSION_RANGE })
  commissionPct?: number;

  @IsOptional()
  @IsIn(RETENTION_SOURCES, { message: M.RETENTION_SOURCE_INVALID })
  retentionSource?: RetentionSource;
}
