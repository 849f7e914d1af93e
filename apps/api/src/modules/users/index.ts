export { UsersModule } from './users.module';
export { ChangeUserAccessUseCase } from './application/change-user-access.use-case';
export type { ChangeUserAccessCommand } from './application/change-user-access.use-case';
export { CreateUserUseCase } from './application/create-user.use-case';
export { EnsureAdminUseCase } from './application/ensure-admin.use-case';
export type { CreatedAdmin } from './application/ensure-admin.use-case';
export { toAdminUserRow, toCurrentUser } from './presenters/user.presenter';
