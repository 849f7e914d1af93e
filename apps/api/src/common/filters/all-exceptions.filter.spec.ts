import { BadRequestException, Logger } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import { BoostError, DomainError, FeedError, PromoError, RaceError, UserError } from '@overlay/domain';
import { EngineError } from '@overlay/ev-engine';
import { AllExceptionsFilter } from './all-exceptions.filter';

interface Answer {
  status?: number;
  body?: unknown;
  headers: Record<string, string>;
}

function answer(exception: unknown): Answer {
  const sent: Answer = { headers: {} };
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    status(code: number) {
      sent.status = code;
      return this;
    },
    json: (body: unknown) => (sent.body = body),
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

const GENERIC_500 = {
  statusCode: 500,
  message: 'Something went wrong on our side. Please try again.',
  error: 'Internal Server Error',
};

describe('Unit', () => {
  describe('AllExceptionsFilter', () => {
    beforeEach(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it.each<[string, DomainError, number, string, string]>([
      ['a missing promo', new PromoError('PROMO_NOT_FOUND'), 404, 'Promo not found', 'Not Found'],
      ['a blank promo text', new PromoError('PROMO_TEXT_REQUIRED'), 400, 'Please enter promo text', 'Bad Request'],
      ['nothing to clear', new PromoError('PROMO_NONE_TO_CLEAR'), 404, 'No promos to clear', 'Not Found'],
      ['boosted odds of 1', new BoostError('BOOST_ODDS_INVALID'), 400, 'Boosted odds must be greater than 1.00', 'Bad Request'],
      ['a missing boost', new BoostError('BOOST_NOT_FOUND'), 404, 'Boost not found', 'Not Found'],
      ['a taken email', new UserError('EMAIL_TAKEN'), 409, 'An account with this email already exists', 'Conflict'],
      ['a wrong password', new UserError('INVALID_CREDENTIALS'), 401, 'Invalid email or password', 'Unauthorized'],
      ['an inactive account', new UserError('USER_INACTIVE'), 403, 'This account has been deactivated. Contact an administrator.', 'Forbidden'],
      ['an unvaluable race', new RaceError('RACE_NOT_VALUABLE', 'Race "r1" cannot be valued'), 422, 'Race "r1" cannot be valued', 'Unprocessable Entity'],
      ['a failed feed', new FeedError('Refresh failed'), 502, 'Refresh failed', 'Bad Gateway'],
    ])('should answer %s with its mapped status and message', (_label, error, status, message, reason) => {
      const sent = answer(error);
      expect(sent.status).toBe(status);
      // A 400 always lists its sentences (the documented validation shape).
      expect(sent.body).toEqual({ statusCode: status, message: status === 400 ? [message] : message, error: reason });
      expect(sent.headers).toEqual({});
    });

    it('should send Retry-After with a throttled login', () => {
      const sent = answer(new UserError('LOGIN_THROTTLED', 'Try again in 2 minutes.', { retryAfterSeconds: 90 }));
      expect(sent.status).toBe(429);
      expect(sent.headers).toEqual({ 'Retry-After': '90' });
    });

    it('should answer an HttpException with its own status and message', () => {
      const sent = answer(new BadRequestException(['email must be an email']));
      expect(sent.body).toEqual({ statusCode: 400, message: ['email must be an email'], error: 'Bad Request' });
    });

    it.each<[string, unknown]>([
      ['a database error', Object.assign(new Error('duplicate key value violates unique constraint "users_pkey"'), { query: 'INSERT INTO users ...' })],
      ['an engine input error (our bug)', new EngineError('INVALID_ODDS', 'odds[0] must be a finite decimal price above 1')],
      ['a domain error whose code has no status', new DomainError('SOMETHING_NEW', 'select * from secrets')],
      ['a thrown string', 'boom'],
    ])('should answer %s with a generic 500 that shows no detail', (_label, exception) => {
      const sent = answer(exception);
      expect(sent.status).toBe(500);
      expect(sent.body).toEqual(GENERIC_500);
      expect(JSON.stringify(sent.body)).not.toMatch(/INSERT|select|unique|odds|at \//);
    });

    it('should not send Retry-After when an unmapped error carries one', () => {
      const sent = answer(new DomainError('SOMETHING_NEW', 'x', { retryAfterSeconds: 5 }));
      expect(sent.headers).toEqual({});
    });
  });
});
