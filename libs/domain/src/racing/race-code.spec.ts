import { isRaceCode } from './race-code';

describe('isRaceCode', () => {
  it.each([
    ['TB', true],
    ['GR', true],
    ['HR', true],
    ['tb', false],
    ['XX', false],
    [undefined, false],
  ])('should say %p is a race code: %p', (value, expected) => {
    expect(isRaceCode(value)).toBe(expected);
  });
});
