import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher, UserOrmEntity } from '@overlay/infrastructure';
import { EnsureAdminUseCase } from './application/ensure-admin.use-case';

@Module({
  imports: [TypeOrmModule.forFeature([UserOrmEntity])],
  providers: [EnsureAdminUseCase, PasswordHasher],
  exports: [EnsureAdminUseCase, PasswordHasher],
})
export class UsersModule {}
