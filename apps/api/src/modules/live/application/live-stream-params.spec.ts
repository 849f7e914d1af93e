import { LiveError } from '@overlay/domain';
import { liveGroupKey, parseLiveStreamParams } from './live-stream-params';

const ACTIVE = ['TAB', 'Sportsbet', 'TAB NZ'];

describe('Unit', () => {
  describe('parseLiveStreamParams', () => {
    it('should default to every book, no retention override and 1000 ms', () => {
      expect(parseLiveStreamParams({}, ACTIVE)).toEqual({ books: null, retention: null, intervalMs: 1000 });
    });

    it.each([
      [{ interval: 2000 as const }, { intervalMs: 2000 }],
      [{ retention: 0.75 }, { retention: 0.75 }],
      // Any case and spacing; the list's own spelling and order; repeats once.
      [{ books: ' tab nz ,sportsbet,TAB NZ' }, { books: ['Sportsbet', 'TAB NZ'] }],
      [{ books: ',' }, { books: null }],
    ])('should read %j', (query, expected) => {
      expect(parseLiveStreamParams(query, ACTIVE)).toMatchObject(expected);
    });

    it.each([
      [{ books: 'TAB,Bet Nope' }, 'LIVE_BOOKMAKER_UNKNOWN', "Unknown bookmaker 'Bet Nope'"],
    ])('should refuse %j', (query, code, message) => {
      let thrown: unknown;
      try {
        parseLiveStreamParams(query, ACTIVE);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(LiveError);
      expect(thrown).toMatchObject({ code, message });
    });

    it('should key viewer groups by context, retention, interval and books alone', () => {
      const a = parseLiveStreamParams({ books: 'sportsbet,tab' }, ACTIVE);
      const b = parseLiveStreamParams({ books: 'TAB,Sportsbet' }, ACTIVE);
      expect(liveGroupKey('global', a)).toBe(liveGroupKey('global', b));
      expect(liveGroupKey('global', a)).not.toBe(liveGroupKey('user:1', a));
      expect(liveGroupKey('global', a)).not.toBe(liveGroupKey('global', { ...a, intervalMs: 2000 }));
      expect(liveGroupKey('global', a)).not.toBe(liveGroupKey('global', { ...a, retention: 0.5 }));
    });
  });
});
