import { applyDecorators, HttpException, HttpStatus, Injectable, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import { finalize } from 'rxjs';
import type { AuthenticatedRequest } from '../auth/request-auth';

export interface PerUserLimit {
  /** Calls one user may start per window on this instance. */
  calls: number;
  windowMs: number;
  /** Calls of one user running at once on this instance. */
  inFlight: number;
}

const PER_USER_LIMIT = 'overlay:per-user-limit';

/**
 * An expensive route (a database scan per call): each user gets `inFlight` calls running and at most
 * `calls` per `windowMs` on an instance; more answer 429 with Retry-After, so one member cannot
 * fill the connection pool for everyone (docs/architecture.md §5).
 */
export function LimitPerUser(limit: PerUserLimit): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(PER_USER_LIMIT, limit), UseInterceptors(PerUserLimitInterceptor));
}

@Injectable()
class PerUserLimitInterceptor implements NestInterceptor {
  /** Per route and user: start times in the window, and calls running (one small entry per user seen). */
  private readonly users = new Map<string, { starts: number[]; running: number }>();

  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const limit = this.reflector.getAllAndOverride<PerUserLimit | undefined>(PER_USER_LIMIT, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = request.auth?.user.id;
    if (!limit || !userId) return next.handle();
    const key = `${context.getClass().name}.${context.getHandler().name}:${userId}`;
    const now = Date.now();
    const state = this.users.get(key) ?? { starts: [], running: 0 };
    state.starts = state.starts.filter((at) => now - at < limit.windowMs);
    if (state.running >= limit.inFlight) throw tooMany(1);
    if (state.starts.length >= limit.calls) throw tooMany(Math.ceil((state.starts[0] + limit.windowMs - now) / 1000));
    state.starts.push(now);
    state.running += 1;
    this.users.set(key, state);
    return next.handle().pipe(
      finalize(() => {
        state.running -= 1;
      }),
    );
  }
}

function tooMany(retryAfterSeconds: number): HttpException {
  const seconds = Math.max(1, retryAfterSeconds);
  return new HttpException(
    { message: `Too many requests for this page. Try again in ${seconds} s.`, retryAfterSeconds: seconds },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
