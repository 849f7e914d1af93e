import { isLostConnection, isStatementTimeout, retryOnLostConnection } from './lost-connection';

const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('Unit', () => {
  describe('isLostConnection', () => {
    it.each([
      ['pg_terminate_backend (57P01)', terminated, true],
      ['a QueryFailedError around it', { message: 'query failed', driverError: terminated }, true],
      ['a refused connect', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), true],
      ['a socket cut under a query', new Error('Connection terminated unexpectedly'), true],
      ['the server starting up (57P03)', { code: '57P03', message: 'the database system is starting up' }, true],
      ['a unique violation', { code: '23505', message: 'duplicate key value' }, false],
      ['a syntax error', { code: '42601', message: 'syntax error at or near' }, false],
      ['a plain bug', new TypeError('x is undefined'), false],
      ['nothing', undefined, false],
    ])('should judge %s as %p', (_label, error, expected) => {
      expect(isLostConnection(error)).toBe(expected);
    });
  });

  describe('isStatementTimeout', () => {
    it.each([
      ['a statement_timeout (57014)', { message: 'query failed', driverError: { code: '57014', message: 'canceling statement due to statement timeout' } }, true],
      ['a lock_timeout (55P03)', { code: '55P03', message: 'canceling statement due to lock timeout' }, true],
      ['pg_terminate_backend (57P01)', terminated, false],
      ['a unique violation', { code: '23505', message: 'duplicate key value' }, false],
    ])('should judge %s as %p', (_label, error, expected) => {
      expect(isStatementTimeout(error)).toBe(expected);
    });
  });

  describe('retryOnLostConnection', () => {
    it('should run the work again after a lost connection and answer its result', async () => {
      const work = jest.fn().mockRejectedValueOnce(terminated).mockRejectedValueOnce(terminated).mockResolvedValue('rows');
      await expect(retryOnLostConnection(work)).resolves.toBe('rows');
      expect(work).toHaveBeenCalledTimes(3);
    });

    it('should give up after 3 retries with the last error', async () => {
      const work = jest.fn().mockRejectedValue(terminated);
      await expect(retryOnLostConnection(work)).rejects.toBe(terminated);
      expect(work).toHaveBeenCalledTimes(4);
    });

    it('should not retry any other error', async () => {
      const conflict = { code: '23505', message: 'duplicate key value' };
      const work = jest.fn().mockRejectedValue(conflict);
      await expect(retryOnLostConnection(work)).rejects.toBe(conflict);
      expect(work).toHaveBeenCalledTimes(1);
    });
  });
});
