import { Module } from '@nestjs/common';
import { ChangeUserAccessUseCase } from './application/change-user-access.use-case';
import { CreateUserUseCase } from './application/create-user.use-case';
import { EnsureAdminUseCase } from './application/ensure-admin.use-case';
import { ACCOUNT_PERSISTENCE_PROVIDERS } from './users.providers';

/**
 * Accounts: the account ports and the use cases shared by sign-up, the admin panel, the
 * bootstrap admin and the CLI. Needs APP_CONFIG, a DataSource and the EventBus from its host.
 */
@Module({
  providers: [...ACCOUNT_PERSISTENCE_PROVIDERS, EnsureAdminUseCase, CreateUserUseCase, ChangeUserAccessUseCase],
  exports: [...ACCOUNT_PERSISTENCE_PROVIDERS, EnsureAdminUseCase, CreateUserUseCase, ChangeUserAccessUseCase],
})
export class UsersModule {}
