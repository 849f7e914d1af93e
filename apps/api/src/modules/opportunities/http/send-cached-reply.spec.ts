import { etagMatches } from './send-cached-reply';

describe('Unit', () => {
  describe('etagMatches', () => {
    it.each([
      [undefined, false],
      ['', false],
      ['"abc"', true],
      ['W/"abc"', true],
      ['"x", "abc"', true],
      ['"x",W/"abc" ', true],
      ['*', true],
      ['"abcd"', false],
      ['abc', false],
    ])('should read If-None-Match %p as %p for "abc"', (header, expected) => {
      expect(etagMatches(header, '"abc"')).toBe(expected);
    });
  });
});
