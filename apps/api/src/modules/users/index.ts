export { UsersModule } from './users.module';
export { ChangeUserAccessUseCase } from './application/change-user-access.use-case';
export { CreateUserUseCase } from './application/create-user.use-case';
export { toAdminUserRow, toCurrentUser } from './presenters/user.presenter';
