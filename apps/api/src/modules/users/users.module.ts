import { Module } from '@nestjs/common';
import { ChangeUserAccessUseCase } from './application/change-user-access.use-case';
import { CreateUserUseCase } from './application/create-user.use-case';
import { EnsureAdminUseCase } from './application/ensure-admin.use-case';

/**
 * Accounts: the use cases shared by sign-up, the admin panel, the
 * bootstrap admin and the CLI. Needs APP_CONFIG, the PersistenceModule and the EventBus from its host.
 */
@Module({
  providers: [EnsureAdminUseCase, CreateUserUseCase, ChangeUserAccessUseCase],
  exports: [EnsureAdminUseCase, CreateUserUseCase, ChangeUserAccessUseCase],
})
export class UsersModule {}
