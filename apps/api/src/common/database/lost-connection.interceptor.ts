import { Injectable } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { defer, from, lastValueFrom } from 'rxjs';
import type { Observable } from 'rxjs';
import { retryOnLostConnection } from './lost-connection';

const READS = new Set(['GET', 'HEAD']);

/**
 * Global (APP_INTERCEPTOR). A GET or HEAD changes nothing (README), so when its handler failed
 * only because a pooled connection had died, it runs again on a fresh one. Writes are not run
 * again (a statement may have committed before its connection died); a request whose connection
 * is still lost answers 503 with Retry-After (AllExceptionsFilter), so a write refused that way
 * was not accepted.
 */
@Injectable()
export class LostConnectionInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    if (!READS.has(context.switchToHttp().getRequest<Request>().method)) return next.handle();
    return from(retryOnLostConnection(() => lastValueFrom(defer(() => next.handle()), { defaultValue: undefined })));
  }
}
