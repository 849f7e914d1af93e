import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../../common/pipes/validation.pipe';
import { LoginRequestDto } from '../dto/login.request.dto';
import { LocalStrategy } from '../strategies/local.strategy';
import type { SignedIn } from '../strategies/local.strategy';

/**
 * `POST /api/auth/login` through passport-local: the body is checked first, as every body is
 * (class-validator, the same 400 messages; guards run before pipes), then the strategy signs in
 * and puts `{user, token}` on `request.signedIn`.
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  private readonly passport: CanActivate;
  private readonly validation = createValidationPipe();

  constructor(strategy: LocalStrategy) {
    class ViaPassport extends AuthGuard(strategy.name) {
      override getAuthenticateOptions(): { property: string; session: false } {
        return { property: 'signedIn', session: false };
      }

      override handleRequest<T = SignedIn>(error: unknown, signedIn: T | false | null): T {
        if (error) throw error;
        // The strategy either signs in or throws the use case's error: this is never reached.
        if (!signedIn) throw new Error('passport-local signed nobody in');
        return signedIn;
      }
    }
    this.passport = new ViaPassport();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await this.validation.transform(request.body, { type: 'body', metatype: LoginRequestDto });
    return (await this.passport.canActivate(context)) as boolean;
  }
}
