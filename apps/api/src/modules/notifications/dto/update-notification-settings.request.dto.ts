import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import { NOTIFICATION_THRESHOLD_BOUND } from '@overlay/domain';
import { Omittable } from '../../../common/pipes/validators';

const THRESHOLD_MESSAGE = `Threshold must be a whole number from ${NOTIFICATION_THRESHOLD_BOUND.min} to ${NOTIFICATION_THRESHOLD_BOUND.max}`;

/** PATCH /api/users/me/notifications: any subset of the settings (docs/product.md §5 Other); none may be null. */
export class UpdateNotificationSettingsRequestDto {
  @Omittable()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @Omittable()
  @IsInt({ message: THRESHOLD_MESSAGE })
  @Min(NOTIFICATION_THRESHOLD_BOUND.min, { message: THRESHOLD_MESSAGE })
  @Max(NOTIFICATION_THRESHOLD_BOUND.max, { message: THRESHOLD_MESSAGE })
  threshold?: number;

  @Omittable()
  @IsBoolean({ message: 'sound must be true or false' })
  sound?: boolean;
}
