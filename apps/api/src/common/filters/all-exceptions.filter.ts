import { Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { DomainError } from '@overlay/domain';
import { databaseBusy, databaseUnavailable, isLostConnection, isStatementTimeout } from '../database/lost-connection';
import { httpStatusOf } from '../errors/error-status.table';

interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}

/**
 * Every error leaves as `{statusCode, message, error}`. A domain error answers with the status its
 * code maps to (error-status.table.ts); unexpected errors, and domain errors whose code has no
 * status, are logged in full here and answered with a generic 500, so no stack trace or SQL
 * reaches a client.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    // A dead or refused database connection is a 503 to retry, not a bug (docs/architecture.md §5).
    if (isLostConnection(exception)) exception = databaseUnavailable();
    // A statement cancelled by its timeout: the server is busy, a 503 to retry (docs/operations.md §4).
    else if (isStatementTimeout(exception)) exception = databaseBusy();
    const body = asDocumentedShape(this.toBody(exception));
    if (exception instanceof HttpException) {
      for (const [name, value] of Object.entries(retryHeaders(exception))) {
        response.setHeader(name, value);
      }
    }
    if (
      exception instanceof DomainError &&
      exception.retryAfterSeconds !== undefined &&
      body.statusCode !== HttpStatus.INTERNAL_SERVER_ERROR
    ) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    const status = exception instanceof DomainError ? httpStatusOf(exception) : undefined;
    if (status !== undefined) {
      return { statusCode: status, message: (exception as DomainError).message, error: reason(status) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'string'
          ? payload
          : ((payload as { message?: string | string[] }).message ?? exception.message);
      return { statusCode: status, message, error: reason(status) };
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again.',
      error: reason(HttpStatus.INTERNAL_SERVER_ERROR),
    };
  }
}

/** A 400 always lists its sentences (README: validation errors), even when one was thrown as a string. */
function asDocumentedShape(body: ErrorBody): ErrorBody {
  return body.statusCode === 400 && typeof body.message === 'string' ? { ...body, message: [body.message] } : body;
}

function reason(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

function retryHeaders(exception: HttpException): Record<string, string> {
  const payload = exception.getResponse();
  if (typeof payload === 'object' && payload && 'retryAfterSeconds' in payload) {
    return { 'Retry-After': String((payload as { retryAfterSeconds: number }).retryAfterSeconds) };
  }
  return {};
}
