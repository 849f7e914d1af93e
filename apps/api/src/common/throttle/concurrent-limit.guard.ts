import { applyDecorators, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { CONCURRENT_LIMITS } from './limits';
import type { ConcurrentLimit, ConcurrentLimitName } from './limits';
import { tooManyRequests } from './too-many-requests';

const PER_USER_LIMIT = 'overlay:per-user-limit';

/**
 * A concurrent limit (`CONCURRENT_LIMITS`, docs/architecture.md §7.4) on an expensive route (a
 * database scan per call): each user gets `inFlight` calls running at once on an instance; more
 * answer 429 with Retry-After, so one member cannot fill the connection pool for everyone. A
 * guard, counted in memory: put it below `@RateLimit`, so a call refused here is refused before
 * the route limit's database count (docs/operations.md §4: a refusal costs the pool nothing).
 */
export function LimitPerUser(name: ConcurrentLimitName): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(PER_USER_LIMIT, CONCURRENT_LIMITS[name]), UseGuards(PerUserLimitGuard));
}

@Injectable()
class PerUserLimitGuard implements CanActivate {
  /** Per route and user: calls running (one small entry per user with a call under way). */
  private readonly running = new Map<string, number>();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const limit = this.reflector.getAllAndOverride<ConcurrentLimit | undefined>(PER_USER_LIMIT, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = request.auth?.user.id;
    if (!limit || !userId) return true;
    const key = `${context.getClass().name}.${context.getHandler().name}:${userId}`;
    const running = this.running.get(key) ?? 0;
    if (running >= limit.inFlight) throw tooManyRequests(limit.refusal, 1);
    this.running.set(key, running + 1);
    // Counted until the reply is out or the caller left, whatever answered it.
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
    };
    const response = context.switchToHttp().getResponse<Response>();
    response.once('finish', release);
    response.once('close', release);
    return true;
  }
}
