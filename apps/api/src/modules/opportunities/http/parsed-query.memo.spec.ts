import { BOOKMAKERS } from '@overlay/domain';
import { ParsedQueryMemo } from './parsed-query.memo';

describe('Unit', () => {
  describe('ParsedQueryMemo', () => {
    it('should parse a query string as Express does, once', () => {
      const memo = new ParsedQueryMemo();
      const parsed = memo.read('codes=GR&codes=TB&min_total_ev=5&q=moonee%20r5', BOOKMAKERS);
      expect(parsed).toMatchObject({ raceCodes: ['TB', 'GR'], minTotalEV: 5, q: 'moonee r5' });
      expect(memo.read('codes=GR&codes=TB&min_total_ev=5&q=moonee%20r5', BOOKMAKERS)).toBe(parsed);
    });

    it('should parse again against a new bookmaker list', () => {
      const memo = new ParsedQueryMemo();
      const before = memo.read('bookmakers=Betfred', BOOKMAKERS);
      expect(before.bookmakers).toEqual([...BOOKMAKERS]);
      const after = memo.read('bookmakers=Betfred', [...BOOKMAKERS, 'Betfred']);
      expect(after.bookmakers).toEqual(['Betfred']);
    });
  });
});
