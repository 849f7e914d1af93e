import { RaceError } from '@overlay/domain';
import { answeredStatus } from '../../../../test/support/answered-status';
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
      expect(error).toBeInstanceOf(RaceError);
      expect(answeredStatus(error)).toBe(400);
      expect((error as RaceError).message).toBe(`Runner number must be a whole number from 1 (got "${text}")`);
    });
  });
});
