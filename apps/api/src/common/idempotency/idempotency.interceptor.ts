import { createHash } from 'node:crypto';
import { Injectable, RequestMethod } from '@nestjs/common';
import type {
  CallHandler,
  ExecutionContext,
  NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import {
  IdempotencyError,
  IdempotencyRepository,
  isValidIdempotencyKey,
} from '@overlay/domain';
import type { Response } from 'express';
import { catchError, from, mergeMap, of, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { Clock } from '../time/clock';

/**
 * Creates sent with an `Idempotency-Key` header run once per user and key: a repeat (a retry
 * after a lost reply, a double click, another instance) gets the first reply, status and body,
 * with `Idempotent-Replayed: true`, and makes no second row or event.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyRepository,
    private readonly clock: Clock,
    private readonly reflector: Reflector,
  ) {}

  async intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const key = request.get('idempotency-key');
    if (key === undefined || !request.auth) return next.handle();
    if (!isValidIdempotencyKey(key))
      throw new IdempotencyError('IDEMPOTENCY_KEY_INVALID');
    const userId = request.auth.user.id;
    const fingerprint = createHash('sha256')
      .update(
        `${request.method} ${request.originalUrl}\n${JSON.stringify(request.body ?? null)}`,
      )
      .digest('base64url');
    const found = await this.store.reserve(
      userId,
      key,
      fingerprint,
      this.clock.now(),
    );
    if (found.state === 'in_progress') {
      throw new IdempotencyError(
        found.fingerprint === fingerprint
          ? 'IDEMPOTENCY_IN_PROGRESS'
          : 'IDEMPOTENCY_KEY_REUSED',
      );
    }
    const response = http.getResponse<Response>();
    if (found.state === 'replay') {
      if (found.reply.fingerprint !== fingerprint)
        throw new IdempotencyError('IDEMPOTENCY_KEY_REUSED');
      response
        .status(found.reply.status)
        .setHeader('Idempotent-Replayed', 'true');
      if (found.reply.body === '') return of(undefined);
      // The stored text itself, not a re-serialised object: the replay is the first reply's bytes.
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      return of(found.reply.body);
    }
    // Nest sets the route's status after the interceptors, so read it where Nest does.
    const status =
      this.reflector.get<number | undefined>(
        HTTP_CODE_METADATA,
        context.getHandler(),
      ) ?? (request.method === RequestMethod[RequestMethod.POST] ? 201 : 200);
    return next.handle().pipe(
      mergeMap((body: unknown) =>
        from(
          this.store
            .complete(userId, key, status, replyText(body))
            .then(() => body),
        ),
      ),
      catchError((error: unknown) =>
        from(this.store.release(userId, key).then(() => Promise.reject(error))),
      ),
    );
  }
}

/** The body as Express's `res.json` sends it (no replacer, no spaces); '' for an empty reply. */
function replyText(body: unknown): string {
  return body === undefined || body === null ? '' : JSON.stringify(body);
}
