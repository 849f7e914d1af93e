import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { NOTIFICATION_THRESHOLD_BOUND } from '@overlay/domain';

const THRESHOLD_MESSAGE = `Threshold must be a whole number from ${NOTIFICATION_THRESHOLD_BOUND.min} to ${NOTIFICATION_THRESHOLD_BOUND.max}`;

/** PATCH /api/users/me/notifications: any subset of the settings (docs/product.md §5 Other). */
export class UpdateNotificationSettingsRequestDto {
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @IsOptional()
  @IsInt({ message: THRESHOLD_MESSAGE })
  @Min(NOTIFICATION_THRESHOLD_BOUND.min, { message: THRESHOLD_MESSAGE })
  @Max(NOTIFICATION_THRESHOLD_BOUND.max, { message: THRESHOLD_MESSAGE })
  threshold?: number;

  @IsOptional()
  @IsBoolean({ message: 'sound must be true or false' })
  sound?: boolean;
}
