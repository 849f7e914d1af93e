import { IsBoolean, IsIn } from 'class-validator';
import { USER_ROLES } from '@overlay/domain';
import type { UserRole } from '@overlay/domain';
import { Omittable } from '../../../common/pipes/validators';

/**
 * PATCH /api/admin/users/:id: exactly one of `role` or `is_active` (checked by the controller).
 * Each may be left out, never sent as null.
 */
export class UpdateUserRequestDto {
  @Omittable()
  @IsIn(USER_ROLES, { message: `Role must be one of ${USER_ROLES.join(', ')}` })
  role?: UserRole;

  @Omittable()
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active?: boolean;
}
