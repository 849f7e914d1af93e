import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { validationMessages } from '../../../common/pipes/validation.pipe';
import { LiveHistoryQueryRequestDto, LiveStreamQueryRequestDto } from './live-query.request.dto';

/** What the global pipe makes of a query: the typed DTO, or the 400's sentences. */
function check<T extends object>(type: new () => T, query: Record<string, unknown>): { value: T; messages: string[] } {
  const value = plainToInstance(type, query);
  return { value, messages: validationMessages(validateSync(value, { whitelist: true, forbidNonWhitelisted: true })) };
}

describe('Unit', () => {
  describe('LiveStreamQueryRequestDto', () => {
    it.each([
      [{}, {}],
      [{ interval: '2000' }, { interval: 2000 }],
      [{ interval: ' 5000 ' }, { interval: 5000 }],
      [{ interval: '' }, { interval: undefined }],
      [{ retention: '0.4' }, { retention: 0.4 }],
      [{ retention: '0.90' }, { retention: 0.9 }],
      [{ retention: '0.75' }, { retention: 0.75 }],
      [{ books: ['tab', 'Sportsbet'] }, { books: 'tab,Sportsbet' }],
    ])('should read %j', (query, expected) => {
      const { value, messages } = check(LiveStreamQueryRequestDto, query);
      expect(messages).toEqual([]);
      expect(value).toMatchObject(expected);
    });

    it.each([
      [{ interval: '1500' }, 'Interval must be 1000, 2000 or 5000 ms (got "1500")'],
      [{ interval: '1000.0' }, 'Interval must be 1000, 2000 or 5000 ms (got "1000.0")'],
      [{ interval: ['1000', '2000'] }, 'Interval must be 1000, 2000 or 5000 ms (got "1000,2000")'],
      [{ retention: '0.39' }, 'Retention must be a number from 0.40 to 0.90 (got "0.39")'],
      [{ retention: '75' }, 'Retention must be a number from 0.40 to 0.90 (got "75")'],
      [{ retention: '1e-1' }, 'Retention must be a number from 0.40 to 0.90 (got "1e-1")'],
      [{ tick: '1' }, "Unknown field 'tick'"],
    ])('should refuse %j', (query, message) => {
      expect(check(LiveStreamQueryRequestDto, query).messages).toEqual([message]);
    });
  });

  describe('LiveHistoryQueryRequestDto', () => {
    it('should read runner numbers and books', () => {
      const { value, messages } = check(LiveHistoryQueryRequestDto, { runners: '1, 2', books: 'TAB' });
      expect(messages).toEqual([]);
      expect(value).toMatchObject({ runners: [1, 2], books: 'TAB' });
    });

    it('should refuse runners that are not numbers', () => {
      expect(check(LiveHistoryQueryRequestDto, { runners: 'two' }).messages).toEqual([
        'Runners must be runner numbers separated by commas (got "two")',
      ]);
    });
  });
});
