import { UnauthorizedException } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { User } from '@overlay/domain';
import { IS_PUBLIC } from '../../../common/auth/public.decorator';
import type { AuthenticateSessionUseCase } from '../application/authenticate-session.use-case';
import { SessionCookieStrategy } from '../strategies/session-cookie.strategy';
import { SessionAuthGuard } from './session-auth.guard';

function contextFor(request: Record<string, unknown>, response = { clearCookie: jest.fn() }, handler = () => undefined) {
  return {
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ExecutionContext;
}

describe('Unit', () => {
  describe('SessionAuthGuard (passport AuthGuard over the session-cookie strategy)', () => {
    const user = { id: 'u1', role: 'member' } as User;
    const authenticate = { execute: jest.fn() };
    const guard = new SessionAuthGuard(new Reflector(), new SessionCookieStrategy(authenticate as unknown as AuthenticateSessionUseCase));

    beforeEach(() => authenticate.execute.mockReset());

    describe('canActivate', () => {
      it('should let a @Public() route through without touching the store', async () => {
        const handler = () => undefined;
        Reflect.defineMetadata(IS_PUBLIC, true, handler);
        await expect(guard.canActivate(contextFor({ cookies: {} }, undefined, handler))).resolves.toBe(true);
        expect(authenticate.execute).not.toHaveBeenCalled();
      });

      it('should attach the session’s user to the request', async () => {
        authenticate.execute.mockResolvedValue({ user, sessionId: 's1' });
        const request: Record<string, unknown> = { cookies: { overlay_session: 'token' } };
        await expect(guard.canActivate(contextFor(request))).resolves.toBe(true);
        expect(authenticate.execute).toHaveBeenCalledWith('token');
        expect(request.auth).toEqual({ user, sessionId: 's1' });
      });

      it('should answer 401 without a cookie', async () => {
        authenticate.execute.mockResolvedValue(null);
        const response = { clearCookie: jest.fn() };
        await expect(guard.canActivate(contextFor({ cookies: {} }, response))).rejects.toBeInstanceOf(UnauthorizedException);
        expect(response.clearCookie).not.toHaveBeenCalled();
      });

      it('should answer 401 and clear a dead cookie', async () => {
        authenticate.execute.mockResolvedValue(null);
        const response = { clearCookie: jest.fn() };
        await expect(
          guard.canActivate(contextFor({ cookies: { overlay_session: 'old' }, secure: false }, response)),
        ).rejects.toThrow('Not signed in');
        expect(response.clearCookie).toHaveBeenCalledWith('overlay_session', expect.objectContaining({ httpOnly: true }));
      });
    });
  });
});
