import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { APP_GUARD } from '@nestjs/core';
import { UsersModule } from '../users';
import { AuthChangeFeed } from './application/auth-change-feed';
import { AuthenticateSessionUseCase } from './application/authenticate-session.use-case';
import { LogInUseCase } from './application/log-in.use-case';
import { LogOutUseCase } from './application/log-out.use-case';
import { PasswordWorkGate } from './application/password-work-gate';
import { SessionIssuer } from './application/session-issuer';
import { SignUpUseCase } from './application/sign-up.use-case';
import { AuthController } from './auth.controller';
import { PermissionGuard } from './guards/permission.guard';
import { LocalAuthGuard } from './guards/local-auth.guard';
import { SessionAuthGuard } from './guards/session-auth.guard';
import { PurgeExpiredAuthStateJob } from './jobs/purge-expired-auth-state.job';
import { LocalStrategy } from './strategies/local.strategy';
import { SessionCookieStrategy } from './strategies/session-cookie.strategy';

/**
 * Sign-up, sign-in, sign-out and the two global guards. The guards are registered here in
 * this order (Nest runs APP_GUARDs of one module in order): who is it, then may they.
 */
@Module({
  imports: [UsersModule, PassportModule],
  controllers: [AuthController],
  providers: [
    SessionIssuer,
    // One per process: it bounds this process's argon2id work.
    { provide: PasswordWorkGate, useFactory: () => new PasswordWorkGate() },
    SignUpUseCase,
    LogInUseCase,
    LogOutUseCase,
    AuthenticateSessionUseCase,
    AuthChangeFeed,
    PurgeExpiredAuthStateJob,
    SessionCookieStrategy,
    LocalStrategy,
    LocalAuthGuard,
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: PermissionGuard },
  ],
  exports: [AuthenticateSessionUseCase, SessionIssuer],
})
export class AuthModule {}
