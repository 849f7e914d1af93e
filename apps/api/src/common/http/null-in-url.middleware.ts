import type { NextFunction, Request, Response } from 'express';

const NULL_IN_URL = 'The address must not contain a null character (%00)';

/**
 * A null character is never part of a real path or query, and PostgreSQL refuses it in text
 * ("invalid byte sequence"), so one reaching a query would be a 500. Refused here, before any
 * route, with a 400.
 */
export function refuseNullInUrl(request: Request, response: Response, next: NextFunction): void {
  if (!/%00/i.test(request.originalUrl)) {
    next();
    return;
  }
  response.status(400).json({ statusCode: 400, message: [NULL_IN_URL], error: 'Bad Request' });
}
