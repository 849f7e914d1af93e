import { createParamDecorator, UnauthorizedException } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { USER_MESSAGES } from '@overlay/domain';
import type { AuthenticatedRequest } from './request-auth';

/** The signed-in user, as loaded from the database by the session guard for this request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  // Only reachable on a @Public() route that asks for a user: a programming error, but a safe one.
  if (!request.auth) throw new UnauthorizedException(USER_MESSAGES.notSignedIn);
  return request.auth.user;
});

/** The stored id of the session the request came with. */
export const CurrentSessionId = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.auth) throw new UnauthorizedException(USER_MESSAGES.notSignedIn);
  return request.auth.sessionId;
});
