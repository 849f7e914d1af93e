import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { validationMessages } from '../../../common/pipes/validation.pipe';
import { MoversQueryRequestDto } from './movers-query.request.dto';

/** What the global pipe makes of a query: the typed DTO, or the 400's sentences. */
function check(query: Record<string, unknown>): { value: MoversQueryRequestDto; messages: string[] } {
  const value = plainToInstance(MoversQueryRequestDto, query);
  return { value, messages: validationMessages(validateSync(value, { whitelist: true, forbidNonWhitelisted: true })) };
}

describe('Unit', () => {
  describe('MoversQueryRequestDto', () => {
    it.each([
      [undefined, undefined],
      ['', undefined],
      ['5', 5],
      ['15', 15],
      [' 60 ', 60],
    ])('should read window %p as %p minutes (absent: the default)', (window, expected) => {
      const { value, messages } = check(window === undefined ? {} : { window });
      expect(messages).toEqual([]);
      expect(value.window).toBe(expected);
    });

    it.each(['10', 'abc', '5.0', '-5', '600', '  '])('should refuse window %p naming the allowed values', (window) => {
      expect(check({ window }).messages).toEqual([`Window must be one of 5, 15, 60 (minutes) (got "${window}")`]);
    });

    it('should refuse a repeated window', () => {
      expect(check({ window: ['5', '15'] }).messages).toEqual(['Window must be one of 5, 15, 60 (minutes) (got "5,15")']);
    });

    it('should refuse books out of range', () => {
      expect(check({ books: '0' }).messages).toEqual(['books must be a whole number from 1 to 20']);
    });
  });
});
