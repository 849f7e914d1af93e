import { Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { AdminUsersController } from './admin-users.controller';
import { ListUsersUseCase } from './application/list-users.use-case';

@Module({
  imports: [UsersModule],
  controllers: [AdminUsersController],
  providers: [ListUsersUseCase],
})
export class AdminUsersModule {}
