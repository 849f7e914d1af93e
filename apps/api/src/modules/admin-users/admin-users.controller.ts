import { BadRequestException, Body, Controller, Get, Header, Param, Patch } from '@nestjs/common';
import type { AdminUserResponse, AdminUsersResponse } from '@overlay/contracts';
import { uuidParam } from '../../common/pipes/uuid-param.pipe';
import type { User, UserAccessChange } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { ChangeUserAccessUseCase, toAdminUserRow } from '../users';
import { ListUsersUseCase } from './application/list-users.use-case';
import { UpdateUserRequestDto } from './dto/update-user.request.dto';

/** The Admin Panel's user management (docs/product.md §6: admin only). */
@Controller('admin/users')
@RequirePermission('manage_users')
export class AdminUsersController {
  constructor(
    private readonly listUsers: ListUsersUseCase,
    private readonly changeAccess: ChangeUserAccessUseCase,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(): Promise<AdminUsersResponse> {
    const users = await this.listUsers.execute();
    return { users: users.map(toAdminUserRow) };
  }

  @Patch(':id')
  async update(
    @Param('id', uuidParam('User')) id: string,
    @Body() body: UpdateUserRequestDto,
    @CurrentUser() actor: User,
  ): Promise<AdminUserResponse> {
    const user = await this.changeAccess.execute({
      actorUserId: actor.id,
      targetUserId: id,
      change: toAccessChange(body),
      via: 'admin',
    });
    return { user: toAdminUserRow(user) };
  }
}

function toAccessChange(body: UpdateUserRequestDto): UserAccessChange {
  const hasRole = body.role !== undefined;
  const hasActive = body.is_active !== undefined;
  if (hasRole === hasActive) {
    throw new BadRequestException(['Send either role or is_active (one change at a time)']);
  }
  return hasRole ? { role: body.role as NonNullable<typeof body.role> } : { isActive: body.is_active as boolean };
}
