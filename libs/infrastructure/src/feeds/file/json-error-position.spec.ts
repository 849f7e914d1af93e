import { lineAndColumn, locateJsonError } from './json-error-position';

describe('Unit', () => {
  describe('locateJsonError', () => {
    it.each([
      ['{"a": 1}', -1],
      ['[1, 2.5e3, -0.1, true, false, null, "x\\n\\u00e9"]', -1],
      ['{"a":}', 5],
      ['{"a": 1,}', 8],
      ['[1, 2', 5],
      ['{"a": 1} x', 9],
      ['{a: 1}', 1],
      ['"unterminated', 13],
      ['[01]', 2],
      ['{"a": tru}', 6],
      ['"bad \\x escape"', 6],
      ['', 0],
    ])('should place the first error of %p at %p', (text, offset) => {
      expect(locateJsonError(text)).toBe(offset);
    });

    it('should agree with JSON.parse on what is valid', () => {
      for (const text of [
        '{}',
        '[]',
        ' 1 ',
        '{"a":[{"b":null}]}',
        '{"a" 1}',
        '[,]',
        '{"a":1 "b":2}',
      ]) {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(locateJsonError(text) === -1).toBe(valid);
      }
    });
  });

  describe('lineAndColumn', () => {
    it('should count lines and columns from 1', () => {
      expect(lineAndColumn('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 });
      expect(lineAndColumn('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
      expect(lineAndColumn('ab\ncd\nef', 6)).toEqual({ line: 3, column: 1 });
    });
  });
});
