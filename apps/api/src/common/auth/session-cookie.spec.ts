import cookieParser from 'cookie-parser';
import fc from 'fast-check';
import type { Request, Response } from 'express';
import { sessionTokenFromCookieHeader, sessionTokenOf } from './session-cookie';

/** The token the session guard reads: cookie-parser on the header, then `sessionTokenOf`. */
function tokenAsTheGuardReadsIt(header: string | undefined): string | undefined {
  const request = { headers: header === undefined ? {} : { cookie: header } } as unknown as Request;
  cookieParser()(request, {} as Response, () => undefined);
  return sessionTokenOf(request);
}

describe('Unit', () => {
  describe('sessionTokenFromCookieHeader', () => {
    it.each([
      [undefined, undefined],
      ['', undefined],
      ['overlay_session=abc', 'abc'],
      ['theme=dark; overlay_session=abc-_1; other=x', 'abc-_1'],
      ['overlay_session=', undefined],
      ['xoverlay_session=abc', undefined],
      ['overlay_session=a%20b', undefined],
      ['overlay_session="abc"', undefined],
    ])('should read %p as %p', (header, expected) => {
      expect(sessionTokenFromCookieHeader(header)).toBe(expected);
    });

    it('should only ever find the token the guard (cookie-parser) reads', () => {
      const part = fc.oneof(
        fc.constantFrom('overlay_session', 'theme', 'xoverlay_session', ' overlay_session').chain((name) =>
          fc.string({ unit: fc.constantFrom('a', 'Z', '0', '-', '_', '%', '"', ' ', '=', '2', 'j', ':') }).map((value) => `${name}=${value}`),
        ),
        fc.string(),
      );
      fc.assert(
        fc.property(fc.array(part, { maxLength: 4 }), fc.constantFrom(';', '; '), (parts, separator) => {
          const header = parts.join(separator);
          const fast = sessionTokenFromCookieHeader(header);
          if (fast !== undefined) expect(fast).toBe(tokenAsTheGuardReadsIt(header));
        }),
        { numRuns: 2000 },
      );
    });
  });
});
