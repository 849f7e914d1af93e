import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { USER_ROLES } from '@overlay/domain';
import type { UserRole } from '@overlay/domain';

/** PATCH /api/admin/users/:id: exactly one of `role` or `is_active` (checked by the controller). */
export class UpdateUserRequestDto {
  @IsOptional()
  @IsIn(USER_ROLES, { message: `Role must be one of ${USER_ROLES.join(', ')}` })
  role?: UserRole;

  @IsOptional()
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active?: boolean;
}
