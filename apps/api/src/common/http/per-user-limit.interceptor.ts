import { applyDecorators, HttpException, HttpStatus, Injectable, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import { finalize } from 'rxjs';
import type { AuthenticatedRequest } from '../auth/request-auth';

export interface PerUserLimit {
  /** Calls of one user running at once on this instance. */
  inFlight: number;
}

const PER_USER_LIMIT = 'overlay:per-user-limit';

/**
 * An expensive route (a database scan per call): each user gets `inFlight` calls running at once
 * on an instance; more answer 429 with Retry-After, so one member cannot fill the connection pool
 * for everyone (docs/architecture.md §5). Calls per minute are a route limit of its own
 * (`@RateLimit`, common/throttle: counted across instances).
 */
export function LimitPerUser(limit: PerUserLimit): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(PER_USER_LIMIT, limit), UseInterceptors(PerUserLimitInterceptor));
}

@Injectable()
class PerUserLimitInterceptor implements NestInterceptor {
  /** Per route and user: calls running (one small entry per user with a call under way). */
  private readonly running = new Map<string, number>();

  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const limit = this.reflector.getAllAndOverride<PerUserLimit | undefined>(PER_USER_LIMIT, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = request.auth?.user.id;
    if (!limit || !userId) return next.handle();
    const key = `${context.getClass().name}.${context.getHandler().name}:${userId}`;
    const running = this.running.get(key) ?? 0;
    if (running >= limit.inFlight) throw tooMany();
    this.running.set(key, running + 1);
    return next.handle().pipe(
      finalize(() => {
        const left = (this.running.get(key) ?? 1) - 1;
        if (left > 0) this.running.set(key, left);
        else this.running.delete(key);
      }),
    );
  }
}

function tooMany(): HttpException {
  return new HttpException(
    { message: 'Too many requests for this page. Try again in 1 s.', retryAfterSeconds: 1 },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
