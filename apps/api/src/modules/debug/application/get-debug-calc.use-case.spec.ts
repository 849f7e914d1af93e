import { DomainError } from '../../../common/errors/domain-error';
import { parseRunnerNumber } from './get-debug-calc.use-case';

describe('Unit', () => {
  describe('parseRunnerNumber', () => {
    it.each([
      ['1', 1],
      ['12', 12],
      ['007', 7],
    ])('should read %p as %p', (text, expected) => {
      expect(parseRunnerNumber(text)).toBe(expected);
    });

    it.each(['0', 'abc', '1.5', '-1', '', ' 3', '1e2', '9999999'])('should refuse %p with a 400', (text) => {
      let error: unknown;
      try {
        parseRunnerNumber(text);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).status).toBe(400);
      expect((error as DomainError).message).toBe(`Runner number must be a whole number from 1 (got "${text}")`);
    });
  });
});
