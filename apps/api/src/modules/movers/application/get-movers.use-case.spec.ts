import { MoversError } from '@overlay/domain';
import { parseMoversWindow } from './get-movers.use-case';

describe('Unit', () => {
  describe('parseMoversWindow', () => {
    it.each([
      [undefined, 15],
      ['', 15],
      ['5', 5],
      ['15', 15],
      [' 60 ', 60],
    ])('should read window %p as %p minutes', (raw, expected) => {
      expect(parseMoversWindow(raw)).toBe(expected);
    });

    it.each(['10', 'abc', '5.0', '-5', '600'])(
      'should refuse window %p naming the allowed values',
      (raw) => {
        expect(() => parseMoversWindow(raw)).toThrow(MoversError);
        expect(() => parseMoversWindow(raw)).toThrow(
          `Window must be one of 5, 15, 60 (minutes) (got "${raw}")`,
        );
      },
    );

    it('should refuse a repeated window', () => {
      expect(() => parseMoversWindow(['5', '15'])).toThrow(
        'Window must be one of 5, 15, 60',
      );
    });
  });
});
